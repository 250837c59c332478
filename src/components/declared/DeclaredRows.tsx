/**
 * A rows field (a zone's rates): its help line above the table it explains, then one line of
 * inputs per row, side by side and wrapping on a narrow screen. A new row starts with each
 * sub-field's default or start value; a row's id is the gateway's, never typed.
 */
import { Typography } from '@mui/material';
import { ArrayInput, SimpleFormIterator, useResourceContext, useTranslate } from 'react-admin';
import type { RowsField } from '../../../core/fields';
import { DeclaredInput } from './DeclaredInput';

/** Inline rows wrap on narrow screens instead of widening the page. */
const ROW = {
  '& .RaSimpleFormIterator-form': { flexDirection: 'row', flexWrap: 'wrap', rowGap: 1 },
  '& .RaSimpleFormIterator-form > *': { flex: '1 1 160px', minWidth: 140, maxWidth: 260 },
} as const;

export const DeclaredRows = ({ source, field }: { source: string; field: RowsField }) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <>
      {field.help ? (
        <Typography variant="caption" color="text.secondary">
          {translate(field.help)}
        </Typography>
      ) : null}
      <ArrayInput source={source} label={field.label}>
        <SimpleFormIterator inline sx={ROW} disableReordering={field.reorder !== true}>
          {Object.entries(field.of)
            .filter(([, f]) => !f.readOnly)
            .map(([sub, f]) => (
              <DeclaredInput
                key={sub}
                source={sub}
                name={`${source}.${sub}`}
                field={{ ...f, label: f.label ?? `resources.${resource}.fields.${sub}` }}
                defaultValue={f.default ?? f.initial}
              />
            ))}
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
};
