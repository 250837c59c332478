/**
 * Add a domain: the declared inputs (name, provider, auto renew) in a row, checked with the
 * declared rules ('Tên miền không hợp lệ' for a bad name); a refusal (a name already added)
 * shows on its field, no toast. Once added, the name and provider start blank again.
 */
import { Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Form, useTranslate } from 'react-admin';
import { isInput, type Field } from '../../core/fields';
import { DeclaredInput } from '../../src/components/declared/DeclaredInput';
import { declaredDefaults } from '../../src/components/declared/declaredDefaults';
import { declaredResolvers } from '../../src/components/declared/declaredSchemas';
import { submissionErrors } from '../../src/lib/submissionErrors';
import { domain } from './domain.resource';
import type { DomainBody } from './useDomains';

const inputs = Object.entries(domain.fields as Record<string, Field>).filter(([, f]) => isInput(f));
/**
 * The row's layout: the name wide enough for a long one, no empty help line under an input
 * without help, the switch spaced as the row's other items.
 */
const layout = (source: string, field: Field) => ({
  ...(field.help ? {} : { helperText: false }),
  ...(source === 'name' ? { sx: { minWidth: 280 } } : {}),
  ...(field.kind === 'boolean' ? { sx: { '& .MuiFormControlLabel-root': { mx: 0 } } } : {}),
});

/** Blanks the name and provider after an add (auto renew stays as chosen). */
const ResetAfterAdd = () => {
  const { formState, reset, getValues } = useFormContext();
  useEffect(() => {
    if (formState.isSubmitSuccessful) reset({ ...declaredDefaults(domain), auto_renew: getValues('auto_renew') });
  }, [formState.isSubmitSuccessful, reset, getValues]);
  return null;
};

export const DomainAddForm = ({ onAdd }: { onAdd: (body: DomainBody) => Promise<unknown> }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await onAdd({
        name: values.name as string,
        provider: (values.provider as string | null | undefined) ?? null,
        auto_renew: Boolean(values.auto_renew),
      });
      return undefined;
    } catch (error) {
      return submissionErrors(error) ?? { name: 'app.message.generic_error' };
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      resolver={declaredResolvers(domain).create}
      defaultValues={declaredDefaults(domain)}
      onSubmit={submit}
      // As the screen always did: a message stays on its field until the next add, no toast, the focus where it was.
      reValidateMode="onSubmit"
      shouldFocusError={false}
      disableInvalidFormNotification
      noValidate
    >
      <ResetAfterAdd />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        {inputs.map(([source, field]) => (
          <DeclaredInput
            key={source}
            source={source}
            field={field}
            isRequired={Boolean(field.rules?.required)}
            {...layout(source, field)}
          />
        ))}
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          {translate('resources.domains.add')}
        </Button>
      </Stack>
    </Form>
  );
};
