/**
 * One declared field in a list row: money in the shop's currency, dates in the app's one
 * format, choices translated, lists joined or counted, a reference by its record's name
 * (linked: `link`, else react-admin's edit link), a group's parts joined.
 */
import {
  ReferenceField,
  TextField,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type LinkToType,
} from 'react-admin';
import type { ReactNode } from 'react';
import type { Field } from '../../../core/fields';
import { useShopMoney } from '../useShopMoney';
import { useDateFormat } from '../useShopTime';

/** `empty`: what a cell with no value shows (a bespoke table's dash), nothing by default. */
export const DeclaredCell = ({
  source,
  field,
  link,
  empty = null,
}: {
  source: string;
  field: Field;
  link?: LinkToType;
  empty?: ReactNode;
}) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { format } = useShopMoney();
  const { date } = useDateFormat();
  if (!record) return null;
  if (field.display) return <>{field.display(record, translate)}</>;
  const value: unknown = record[source];
  if (value === null || value === undefined) return <>{empty}</>;
  switch (field.kind) {
    case 'money':
      return <>{format(value as number)}</>;
    case 'date':
      return <>{date(value as string)}</>;
    case 'choice':
      return <>{translate(`resources.${resource}.choices.${source}.${String(value)}`)}</>;
    case 'boolean':
      return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'countries':
    case 'tags':
      return <>{(value as string[]).join(', ')}</>;
    case 'choices':
      return (
        <>{(value as string[]).map((v) => translate(`resources.${resource}.choices.${source}.${v}`)).join(', ')}</>
      );
    case 'references':
    case 'rows':
      return <>{(value as unknown[]).length}</>;
    case 'reference':
      return (
        <ReferenceField source={source} reference={field.reference} link={link}>
          <TextField source={field.optionText} />
        </ReferenceField>
      );
    case 'group':
      return (
        <>
          {Object.values(value as object)
            .filter((v) => v !== null && v !== undefined && v !== '')
            .join(', ')}
        </>
      );
    default:
      return <>{String(value)}</>;
  }
};
