/** One declared field in a list row: money in the shop's currency, choices translated, lists joined or counted. */
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { Field } from '../../../core/fields';
import { useShopMoney } from '../useShopMoney';

export const DeclaredCell = ({ source, field }: { source: string; field: Field }) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const translate = useTranslate();
  const { format } = useShopMoney();
  if (!record) return null;
  if (field.display) return <>{field.display(record, translate)}</>;
  const value: unknown = record[source];
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return <>{format(value as number)}</>;
    case 'choice':
      return <>{translate(`resources.${resource}.choices.${source}.${String(value)}`)}</>;
    case 'boolean':
      return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'countries':
    case 'tags':
      return <>{(value as string[]).join(', ')}</>;
    case 'references':
    case 'rows':
      return <>{(value as unknown[]).length}</>;
    default:
      return <>{String(value)}</>;
  }
};
