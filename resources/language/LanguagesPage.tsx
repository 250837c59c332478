/** /setting/languages: the store language and the storefront's languages. */
import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { LANGUAGES } from '../../core/countries';
import { getCurrentShopId } from '../../src/lib/currentShop';
import { languageRoutes } from './language.routes';
import type { LanguageSettings } from './language.schema';

export const LanguagesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const key = ['languages', getCurrentShopId()];
  const { data, isPending, error } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => dataProvider.call(languageRoutes.get, { signal }).then((a) => a.data),
  });
  const [value, setValue] = useState<LanguageSettings>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setValue(data);
  }, [data]);

  const save = async () => {
    if (!value) return;
    setBusy(true);
    try {
      const answer = await dataProvider.call(languageRoutes.update, { body: value });
      queryClient.setQueryData(key, answer.data);
      await queryClient.invalidateQueries({ queryKey: ['shops'] });
      notify('app.message.update_success', { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const name = (l: string) => translate(`resources.languages.names.${l}`);
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="resources.languages.title" />
      <CardContent>
        <Typography variant="h6" component="h1">
          {translate('resources.languages.title')}
        </Typography>
        {isPending ? <Loading /> : null}
        {error ? <Alert severity="error">{translate('resources.languages.load_error')}</Alert> : null}
        {value ? (
          <>
            <TextField
              select
              fullWidth
              margin="normal"
              label={translate('resources.languages.shop_language')}
              value={value.language}
              helperText={translate('resources.languages.shop_help')}
              onChange={(e) => setValue({ ...value, language: e.target.value as LanguageSettings['language'] })}
            >
              {LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {name(l)}
                </MenuItem>
              ))}
            </TextField>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
              {translate('resources.languages.storefront')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.languages.storefront_help')}
            </Typography>
            <FormGroup aria-label={translate('resources.languages.storefront')}>
              {LANGUAGES.map((l) => (
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
            <Button variant="contained" sx={{ mt: 2 }} onClick={save} disabled={busy}>
              {translate('ra.action.save')}
            </Button>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
};
