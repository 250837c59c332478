/**
 * /setting/blacklist: the keywords storefront search ignores, as chips. Save posts the
 * list (the http layer adds shop_id); Delete all is SPEC §7's DELETE …/bulk-update with no body,
 * after 'This can't be undone'.
 */
import { Autocomplete, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { Confirm, Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { fieldErrors } from '../../core/validation';
import { blacklistRoutes } from './blacklist.routes';
import { BlacklistBody, type BlacklistAnswer } from './blacklist.schema';

type Answer = z.output<typeof BlacklistAnswer>;
const KEY = ['blacklist'];

export const BlacklistPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const shopId = getCurrentShopId();
  const { data, isPending } = useQuery({
    queryKey: [...KEY, shopId],
    queryFn: ({ signal }) => dataProvider.call(blacklistRoutes.get, { signal }),
  });
  const [keywords, setKeywords] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setKeywords(data.data.keywords);
  }, [data]);

  const run = async (call: () => Promise<Answer>, message: string) => {
    setBusy(true);
    try {
      const answer = await call();
      queryClient.setQueryData([...KEY, shopId], answer);
      setKeywords(answer.data.keywords);
      notify(message, { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const save = () => {
    const body = { keywords };
    const parsed = BlacklistBody.safeParse(body);
    if (!parsed.success) {
      const first = Object.values(fieldErrors(parsed.error))[0];
      return setError(translate(first.message, first.args));
    }
    setError(undefined);
    return run(() => dataProvider.call(blacklistRoutes.save, { body }), 'app.message.update_success');
  };
  const clear = () => {
    setConfirming(false);
    return run(() => dataProvider.call(blacklistRoutes.clear), 'app.message.delete_success');
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 840 }}>
      <Title title="resources.blacklist.title" />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('resources.blacklist.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.blacklist.help')}
        </Typography>
        {isPending ? (
          <Loading />
        ) : (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[]}
            value={keywords}
            onChange={(_e, value) => {
              setKeywords(value as string[]);
              setError(undefined);
            }}
            renderValue={(value, getItemProps) =>
              value.map((keyword, index) => {
                const { key, ...chip } = getItemProps({ index });
                return <Chip key={key} size="small" label={keyword} {...chip} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={translate('resources.blacklist.fields.keywords')}
                error={!!error}
                helperText={error ?? translate('resources.blacklist.count', { smart_count: keywords.length })}
              />
            )}
          />
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={save} disabled={busy || isPending}>
            {translate('ra.action.save')}
          </Button>
          <Button
            color="error"
            onClick={() => setConfirming(true)}
            disabled={busy || isPending || (data?.data.keywords.length ?? 0) === 0}
          >
            {translate('resources.blacklist.clear')}
          </Button>
        </Stack>
        <Confirm
          isOpen={confirming}
          title="resources.blacklist.clear_title"
          content="app.message.delete_confirm"
          onConfirm={clear}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  );
};
