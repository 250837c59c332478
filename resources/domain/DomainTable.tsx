/** The domains list: status, provider, date, auto renew, connected, public; actions per row. */
import { Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { Domain } from './domain.schema';

export interface DomainTableProps {
  domains: Domain[];
  onShow: (d: Domain) => void;
  onPublic: (d: Domain) => void;
  onRemove: (d: Domain) => Promise<void>;
}

export const DomainTable = ({ domains, onShow, onPublic, onRemove }: DomainTableProps) => {
  const translate = useTranslate();
  const [removing, setRemoving] = useState<Domain | null>(null);
  const field = (n: string) => translate(`resources.domains.fields.${n}`);
  const yesNo = (v: boolean) => translate(v ? 'resources.domains.yes' : 'resources.domains.no');
  return (
    <>
      <Table aria-label={translate('resources.domains.name', { smart_count: 2 })}>
        <TableHead>
          <TableRow>
            {['name', 'status', 'provider', 'created_at', 'auto_renew', 'connected'].map((n) => (
              <TableCell key={n}>{field(n)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {domains.map((d) => (
            <TableRow key={d.id}>
              <TableCell>
                {d.name}{' '}
                {d.is_public && <Chip size="small" color="primary" label={translate('resources.domains.public')} />}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={d.connected ? 'success' : 'warning'}
                  label={translate(`resources.domains.status.${d.status}`)}
                />
              </TableCell>
              <TableCell>{d.provider ?? '—'}</TableCell>
              <TableCell>{d.created_at.slice(0, 10)}</TableCell>
              <TableCell>{yesNo(d.auto_renew)}</TableCell>
              <TableCell>{yesNo(d.connected)}</TableCell>
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
