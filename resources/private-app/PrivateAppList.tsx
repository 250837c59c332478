/** `/apps/private`: the shop's private apps (name, access, token hint, status) with revoke. */
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { useConfirmation } from '../../src/components/useConfirmation';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { privateAppRoutes } from './privateApp.routes';
import type { PrivateApp } from './privateApp.schema';

const KEY = ['private-apps'];

export const PrivateAppList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  const client = useQueryClient();
  const { data, isPending, error } = useQuery({
    queryKey: [...KEY, getCurrentShopId()],
    queryFn: ({ signal }) =>
      dp.call(privateAppRoutes.list, { query: { page: 1, limit: 100 }, signal }).then((a) => a.data.private_apps),
  });
  const confirmation = useConfirmation();
  const revoke = async (app: PrivateApp) => {
    try {
      await dp.call(privateAppRoutes.revoke, { params: { id: app.id } });
      notify('app.message.update_success', { type: 'success' });
      await client.invalidateQueries({ queryKey: KEY });
    } catch {
      notify('app.message.generic_error', { type: 'error' });
    }
  };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title="resources.private-apps.title" />
      <Typography>{translate('resources.private-apps.intro')}</Typography>
      <Stack direction="row">
        <Button component={Link} to="/apps/private/create" variant="contained" startIcon={<AddIcon />}>
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
              {['name', 'scopes', 'token_hint', 'revoked_at'].map((f) => (
                <TableCell key={f}>{translate(`resources.private-apps.fields.${f}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((app) => (
              <TableRow key={app.id}>
                <TableCell>{app.name}</TableCell>
                <TableCell>{app.scopes.join(', ')}</TableCell>
                <TableCell>
                  <code>{`${app.token_hint}…`}</code>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={app.revoked_at ? 'default' : 'success'}
                    label={translate(`resources.private-apps.${app.revoked_at ? 'revoked' : 'active'}`)}
                  />
                </TableCell>
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
