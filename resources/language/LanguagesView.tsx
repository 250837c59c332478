/**
 * /setting/languages: the store language and the storefront's languages, their inputs and
 * choices from the declaration. Bespoke: the store language's box is always ticked and cannot
 * be cleared (the gateway puts it first), and a save refreshes the shop (its language).
 */
import { Button, Checkbox, FormControlLabel, FormGroup, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { SettingsRecord } from '../../core/settings';
import { getCurrentShopId } from '../../src/lib/currentShop';
import type { language as declaration } from './language.resource';
import { ScreenCard } from '../../src/components/ScreenCard';

type Languages = SettingsRecord<typeof declaration>;

/** A failed read shows the alert in place (react-admin would toast it). */
const quiet = { onError: () => undefined };

export const LanguagesView = ({ declared }: { declared: typeof declaration }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = getCurrentShopId()!;
  const { data, isPending, error } = useGetOne<Languages & { id: string }>(declared.name, { id }, quiet);
  const [update, { isPending: busy }] = useUpdate();
  const [value, setValue] = useState<Languages>();
  useEffect(() => {
    if (data) setValue(data);
  }, [data]);
  const { language, storefront } = declared.fields;
  const field = (source: string) => translate(`resources.languages.fields.${source}`);
  const name = (l: string) => translate(`resources.languages.names.${l}`);

  const save = () =>
    value &&
    update(
      declared.name,
      { id, data: value, previousData: data },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: ['shops'] });
          notify('app.message.update_success', { type: 'success' });
        },
        onError: (failure) => notify((failure as Error).message || 'app.message.generic_error', { type: 'error' }),
      },
    );
  return (
    <ScreenCard
      title="resources.languages.title"
      loading={isPending}
      error={!!error && 'resources.languages.load_error'}
      maxWidth={720}
    >
      {value ? (
        <>
          <TextField
            select
            fullWidth
            margin="normal"
            label={field('language')}
            value={value.language}
            helperText={translate(language.help)}
            onChange={(e) => setValue({ ...value, language: e.target.value as Languages['language'] })}
          >
            {language.choices.map((l) => (
              <MenuItem key={l} value={l}>
                {name(l)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
            {field('storefront')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(storefront.help)}
          </Typography>
          <FormGroup aria-label={field('storefront')}>
            {storefront.choices.map((l) => (
              <FormControlLabel
                key={l}
                label={name(l)}
                control={
                  <Checkbox
                    checked={l === value.language || value.storefront.includes(l)}
                    disabled={l === value.language}
                    onChange={(_e, on) =>
                      setValue({
                        ...value,
                        storefront: on ? [...value.storefront, l] : value.storefront.filter((x) => x !== l),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()} disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </>
      ) : null}
    </ScreenCard>
  );
};
