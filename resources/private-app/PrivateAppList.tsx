/**
 * `/apps/private`: the shop's private apps (the declared columns: name, access, token hint,
 * status) with revoke, which keeps a revoked app listed, marked so: a bespoke list.
 */
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useDataProvider, useGetList, useNotify, useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DeclaredRecord } from '../../core/resource';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { useConfirmation } from '../../src/components/useConfirmation';
import type { privateApp } from './privateApp.resource';

type PrivateApp = DeclaredRecord<typeof privateApp>;

/** The cells that are more than the value (by the declared column): the scopes joined, the token's start, the status. */
const CELLS: Partial<Record<keyof PrivateApp, (app: PrivateApp, translate: TranslateFunction) => ReactNode>> = {
  scopes: (app) => app.scopes.join(', '),
  token_hint: (app) => <code>{`${app.token_hint}…`}</code>,
  revoked_at: (app, translate) => (
    <Chip
      size="small"
      color={app.revoked_at ? 'default' : 'success'}
      label={translate(`resources.private-apps.${app.revoked_at ? 'revoked' : 'active'}`)}
    />
  ),
};

export const PrivateAppList = ({ declared }: { declared: typeof privateApp }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  // Every app on one page (a shop has few): the declared list call.
  const { data, isPending, error, refetch } = useGetList<PrivateApp>(declared.name, {
    pagination: { page: 1, perPage: declared.list.perPage },
  });
  const columns = Object.keys(declared.fields)
    .filter((f) => declared.fields[f as keyof typeof declared.fields].column)
    .map((f) => [f as keyof PrivateApp] as const);
  const confirmation = useConfirmation();
  const revoke = async (app: PrivateApp) => {
    try {
      await dp.call(declared.routes.revoke, { params: { id: app.id } });
      notify('app.message.update_success', { type: 'success' });
      await refetch();
    } catch {
      notify('app.message.generic_error', { type: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="resources.private-apps.title" />
      <Typography>{translate('resources.private-apps.intro')}</Typography>
      <Stack direction="row">
        <Button component={Link} to={declared.screens.create()} variant="contained" startIcon={<AddIcon />}>
          {translate('resources.private-apps.create')}
        </Button>
      </Stack>
      {isPending ? <CircularProgress aria-label={translate('ra.page.loading')} /> : null}
      {error ? <Alert severity="error">{translate('app.message.generic_error')}</Alert> : null}
      {data && !data.length ? (
        <Typography color="text.secondary">{translate('resources.private-apps.empty')}</Typography>
      ) : null}
      {data?.length ? (
        <Table size="small" aria-label={translate('resources.private-apps.title')}>
          <TableHead>
            <TableRow>
              {columns.map(([f]) => (
                <TableCell key={f}>{translate(`resources.private-apps.fields.${f}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((app) => (
              <TableRow key={app.id}>
                {columns.map(([f]) => (
                  <TableCell key={f}>{CELLS[f]?.(app, translate) ?? String(app[f] ?? '')}</TableCell>
                ))}
                <TableCell align="right">
                  {app.revoked_at ? null : (
                    <Button
                      color="error"
                      onClick={() =>
                        confirmation.ask('resources.private-apps.revoke_confirm', () => revoke(app), { name: app.name })
                      }
                    >
                      {translate('resources.private-apps.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {confirmation.dialog}
    </Stack>
  );
};
