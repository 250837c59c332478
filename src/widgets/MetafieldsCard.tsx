/**
 * The metafields of one record (product, collection, customer or order screens): an input
 * per definition of its type, saved together; a refused value shows its SPEC §5 message
 * on its field. Those screens load this card only, not the metafield settings screen.
 * It is its own card with its own Save (not a form: it sits beside the record's form).
 * In src/widgets (shared UI that calls a declared resource), not src/components: resources/metafield's
 * screens use src/components/declared, so from src/components this import would close a folder cycle.
 */
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { fieldErrorsOf } from '../lib/submissionErrors';
import type { ValidationMessage } from '../../core/validation';
import {
  metafield,
  type MetafieldDefinition,
  type MetafieldOwner,
  type MetafieldValue,
} from '../../resources/metafield/metafield.resource';
import { metafieldValueRoutes } from '../../resources/metafield/metafield.routes';

type Values = Record<string, MetafieldValue>;

const Field = ({
  definition,
  value,
  error,
  onChange,
}: {
  definition: MetafieldDefinition;
  value: MetafieldValue;
  error?: string;
  onChange: (v: MetafieldValue) => void;
}) => {
  const label = `${definition.name}${definition.validation.required ? ' *' : ''}`;
  if (definition.type === 'boolean') {
    return (
      <FormControlLabel
        label={label}
        control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
      />
    );
  }
  const type =
    definition.type === 'number'
      ? 'number'
      : definition.type === 'date'
        ? 'date'
        : definition.type === 'url'
          ? 'url'
          : 'text';
  return (
    <TextField
      label={label}
      type={type}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      error={!!error}
      helperText={error ?? definition.description ?? ' '}
      fullWidth
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
};

export const MetafieldsCard = ({ ownerType, ownerId }: { ownerType: MetafieldOwner; ownerId: string | undefined }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  const queryClient = useQueryClient();
  const key = ['metafields', ownerType, ownerId];
  const params = { owner_type: ownerType, owner_id: ownerId ?? '' };
  const { data, isPending, error } = useQuery({
    queryKey: key,
    enabled: !!ownerId,
    queryFn: ({ signal }) => dp.call(metafieldValueRoutes.values, { params, signal }),
  });
  const [values, setValues] = useState<Values>({});
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({});
  useEffect(() => {
    if (data) setValues(Object.fromEntries(data.data.fields.map((f) => [f.definition.key, f.value])));
  }, [data]);
  const save = useMutation({
    mutationFn: () => dp.call(metafieldValueRoutes.saveValues, { params, body: { values } }),
    onSuccess: (answer) => {
      setErrors({});
      queryClient.setQueryData(key, answer);
      notify('resources.metafield_definitions.card_saved', { type: 'success' });
    },
    onError: (failure: Error) => {
      const fieldErrors = fieldErrorsOf(failure) ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k.replace(/^values\./, ''), v])));
      notify(
        Object.keys(fieldErrors).length
          ? 'app.validation.check_fields'
          : failure.message || 'app.message.generic_error',
        { type: 'error' },
      );
    },
  });
  if (!ownerId) return null;
  const fields = data?.data.fields ?? [];
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-labelledby="metafields-card-title">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" id="metafields-card-title">
            {translate('resources.metafield_definitions.card_title')}
          </Typography>
          <Link component={RouterLink} to={metafield.screens.list} variant="body2">
            {translate('resources.metafield_definitions.card_manage')}
          </Link>
        </Stack>
        {error && (
          <Typography role="alert" color="error">
            {translate('resources.metafield_definitions.load_error')}
          </Typography>
        )}
        {!isPending && !error && fields.length === 0 && (
          <Typography color="text.secondary">{translate('resources.metafield_definitions.card_empty')}</Typography>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          {fields.map(({ definition }) => (
            <Field
              key={definition.id}
              definition={definition}
              value={values[definition.key] ?? null}
              error={
                errors[definition.key]
                  ? translate(errors[definition.key].message, errors[definition.key].args)
                  : undefined
              }
              onChange={(v) => setValues((all) => ({ ...all, [definition.key]: v }))}
            />
          ))}
        </Box>
        {fields.length > 0 && (
          <Button variant="contained" sx={{ mt: 2 }} disabled={save.isPending} onClick={() => save.mutate()}>
            {translate('resources.metafield_definitions.card_save')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
