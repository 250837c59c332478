/** Add a domain: the name must be a valid domain ('Tên miền không hợp lệ' otherwise), shown on the field. */
import { Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrors, type FieldErrors } from '../../core/validation';
import { fieldErrorsOf } from '../../src/lib/submissionErrors';
import { DomainBody, type Domain } from './domain.schema';

export const DomainAddForm = ({
  onAdd,
}: {
  onAdd: (body: { name: string; provider: string | null; auto_renew: boolean }) => Promise<{ data: Domain }>;
}) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [provider, setProvider] = useState('');
  const [autoRenew, setAutoRenew] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const message = (field: string) => (errors[field] ? translate(errors[field].message, errors[field].args) : undefined);

  const submit = async () => {
    const parsed = DomainBody.safeParse({ name, provider: provider || null, auto_renew: autoRenew });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setBusy(true);
    try {
      await onAdd({
        name: parsed.data.name,
        provider: parsed.data.provider ?? null,
        auto_renew: parsed.data.auto_renew,
      });
      setName('');
      setProvider('');
      setErrors({});
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? { name: { message: 'app.message.generic_error' } });
    } finally {
      setBusy(false);
    }
    return undefined;
  };

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={translate('resources.domains.fields.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        error={Boolean(errors.name)}
        helperText={message('name') ?? translate('resources.domains.add_help')}
        sx={{ minWidth: 280 }}
      />
      <TextField
        label={translate('resources.domains.fields.provider')}
        value={provider}
        onChange={(e) => setProvider(e.target.value)}
      />
      <FormControlLabel
        control={<Switch checked={autoRenew} onChange={(e) => setAutoRenew(e.target.checked)} />}
        label={translate('resources.domains.fields.auto_renew')}
      />
      <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
        {translate('resources.domains.add')}
      </Button>
    </Stack>
  );
};
