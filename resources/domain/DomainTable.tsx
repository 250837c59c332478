/**
 * The domains list: the declared columns (domain.resource.ts) drawn by DeclaredCell, and the
 * day it was added; bespoke: the public and status chips, and the actions per row.
 */
import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, RecordContextProvider, useTranslate } from 'react-admin';
import { date, type Field } from '../../core/fields';
import { DeclaredCell } from '../../src/components/declared/DeclaredCell';
import { domain, type Domain } from './domain.resource';

/** When it was added: the record's own date (not a declared field), as a day, after the provider. */
const added = date({ display: (record) => String(record.created_at).slice(0, 10) });
const columns = Object.entries(domain.fields as Record<string, Field>)
  .filter(([, f]) => f.column)
  .flatMap((column): [string, Field][] => (column[0] === 'provider' ? [column, ['created_at', added]] : [column]));

/** A declared cell, and what the row says beside it: the public chip by the name, the status as a chip. */
const Cell = ({ source, field, record }: { source: string; field: Field; record: Domain }) => {
  const translate = useTranslate();
  const cell = <DeclaredCell source={source} field={field} empty="—" />;
  if (source === 'status') return <Chip size="small" color={record.connected ? 'success' : 'warning'} label={cell} />;
  if (source === 'name' && record.is_public)
    return (
      <>
        {cell} <Chip size="small" color="primary" label={translate('resources.domains.public')} />
      </>
    );
  return cell;
};

export interface DomainTableProps {
  domains: Domain[];
  onShow: (d: Domain) => void;
  onPublic: (d: Domain) => void;
  onRemove: (d: Domain) => Promise<void>;
}

export const DomainTable = ({ domains, onShow, onPublic, onRemove }: DomainTableProps) => {
  const translate = useTranslate();
  const [removing, setRemoving] = useState<Domain | null>(null);
  return (
    <>
      <Table aria-label={translate('resources.domains.name', { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            {columns.map(([source, field]) => (
              <TableCell key={source}>{translate(field.label ?? `resources.domains.fields.${source}`)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {domains.map((d) => (
            <RecordContextProvider key={d.id} value={d}>
              <TableRow>
                {columns.map(([source, field]) => (
                  <TableCell key={source}>
                    <Cell source={source} field={field} record={d} />
                  </TableCell>
                ))}
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      onClick={() => onShow(d)}
                      aria-label={translate('resources.domains.show_records', { name: d.name })}
                    >
                      {translate('resources.domains.verify')}
                    </Button>
                    {d.connected && !d.is_public && (
                      <Button
                        size="small"
                        onClick={() => onPublic(d)}
                        aria-label={translate('resources.domains.make_public_named', { name: d.name })}
                      >
                        {translate('resources.domains.make_public')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(d)}
                      aria-label={translate('resources.domains.remove_named', { name: d.name })}
                    >
                      {translate('resources.domains.remove')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
      <Confirm
        isOpen={Boolean(removing)}
        title={removing ? translate('resources.domains.remove_named', { name: removing.name }) : ''}
        content="app.message.delete_confirm"
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing) await onRemove(removing);
          setRemoving(null);
        }}
      />
    </>
  );
};
