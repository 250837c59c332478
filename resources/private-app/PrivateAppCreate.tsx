/**
 * `/apps/private/create`: a name and read/write access per area (the declared scopes, chosen by
 * area); the token is shown once after saving, so the screen stays open on it: a bespoke form.
 */
import { Alert, Button, FormControl, FormLabel, MenuItem, Select, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { ValidationMessage } from '../../core/validation';
import { fieldErrorsOf } from '../../src/lib/submissionErrors';
import { APP_AREAS, type AppArea, type privateApp } from './privateApp.resource';

type Access = 'none' | 'read' | 'write';

export const PrivateAppCreate = ({ declared }: { declared: typeof privateApp }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Record<AppArea, Access>>({
    products: 'read',
    orders: 'none',
    customers: 'none',
    discounts: 'none',
  });
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({});
  const [token, setToken] = useState<string>();
  const submit = async () => {
    const scopes = APP_AREAS.filter((a) => access[a] !== 'none').map((a) => `${access[a]}_${a}`);
    try {
      const created = await dp.call(declared.routes.create, { body: { name, scopes } });
      setToken(created.data.access_token);
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      notify('app.validation.check_fields', { type: 'error' });
    }
  };
  const message = (field: string) => (errors[field] ? translate(errors[field].message, errors[field].args) : undefined);
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 640 }}>
      <Title title="resources.private-apps.create" />
      {token ? (
        <>
          <Alert severity="warning">{translate('resources.private-apps.token_once')}</Alert>
          <TextField
            label={translate('resources.private-apps.token_label')}
            value={token}
            slotProps={{ input: { readOnly: true } }}
          />
        </>
      ) : (
        <>
          <TextField
            label={translate('resources.private-apps.fields.name')}
            value={name}
            required={declared.fields.name.rules.required}
            onChange={(e) => setName(e.target.value)}
            error={!!errors.name}
            helperText={message('name')}
          />
          <FormControl error={!!errors.scopes}>
            <FormLabel>{translate('resources.private-apps.fields.scopes')}</FormLabel>
            {APP_AREAS.map((area) => (
              <Stack key={area} direction="row" alignItems="center" spacing={2} sx={{ mt: 1 }}>
                <Typography id={`area-${area}`} sx={{ flex: 1 }}>
                  {translate(`resources.private-apps.areas.${area}`)}
                </Typography>
                <Select
                  size="small"
                  value={access[area]}
                  labelId={`area-${area}`}
                  onChange={(e) => setAccess({ ...access, [area]: e.target.value as Access })}
                >
                  {(['none', 'read', 'write'] as const).map((a) => (
                    <MenuItem key={a} value={a}>
                      {translate(`resources.private-apps.access.${a}`)}
                    </MenuItem>
                  ))}
                </Select>
              </Stack>
            ))}
            {errors.scopes ? (
              <Typography color="error" variant="caption">
                {message('scopes')}
              </Typography>
            ) : null}
          </FormControl>
          <Stack direction="row">
            <Button variant="contained" onClick={submit}>
              {translate('ra.action.save')}
            </Button>
          </Stack>
        </>
      )}
      <Stack direction="row">
        <Button component={Link} to={declared.screens.list}>
          {translate('resources.private-apps.back')}
        </Button>
      </Stack>
    </Stack>
  );
};
