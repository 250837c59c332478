/**
 * Every field of a discount (SPEC §3), in sections, with the live summary beside them.
 * The §5 messages come from the schema (zodResolver) or a 400's per-field errors.
 */
import { Grid, InputAdornment, Stack } from '@mui/material';
import { BooleanInput, NumberInput, RadioButtonGroupInput, TextInput } from 'react-admin';
import { Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { DiscountCodeInput } from './DiscountCodeInput';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { SectionCard } from '../../src/components/SectionCard';
import { DiscountSummaryCard } from './DiscountSummaryCard';
import { DiscountTargetInputs } from './DiscountTargetInputs';
import { useShopMoney } from '../../src/components/useShopMoney';

/** The date pickers load with the form, not with the discount area's first chunk. */
const DiscountDateInput = lazyNamed(() => import('./DiscountDateInput'), 'DiscountDateInput');

const choices = (field: string, ids: string[]) =>
  ids.map((id) => ({ id, name: `resources.discounts.choices.${field}.${id}` }));
const lines = {
  format: (v: string[] | undefined) => (v ?? []).join('\n'),
  parse: (v: string) => v.split(/\n/).map((s) => s.trim()),
};

export const DiscountInputs = () => {
  const [kind, type, minimum, eligibility] = useWatch({ name: ['kind', 'type', 'minimum_requirement', 'eligibility'] });
  const { currency } = useShopMoney();
  const unit = <InputAdornment position="end">{type === 'percent' ? '%' : currency}</InputAdornment>;
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SectionCard outlined headingStyle="plain" title="resources.discounts.sections.value">
          <Stack spacing={1}>
            {kind === 'code' ? <DiscountCodeInput /> : null}
            <TextInput source="name" isRequired />
            <RadioButtonGroupInput source="type" choices={choices('type', ['percent', 'fixed_amount'])} />
            <NumberInput source="value" isRequired InputProps={{ endAdornment: unit }} />
          </Stack>
        </SectionCard>
        <DiscountTargetInputs />
        <SectionCard outlined headingStyle="plain" title="resources.discounts.sections.requirements">
          <Stack spacing={1}>
            <RadioButtonGroupInput
              source="minimum_requirement"
              choices={choices('minimum_requirement', ['none', 'order_total', 'item_count'])}
            />
            {minimum && minimum !== 'none' ? <NumberInput source="minimum_value" /> : null}
          </Stack>
        </SectionCard>
        <SectionCard outlined headingStyle="plain" title="resources.discounts.sections.eligibility">
          <Stack spacing={1}>
            <RadioButtonGroupInput source="eligibility" choices={choices('eligibility', ['everyone', 'customers'])} />
            {eligibility === 'customers' ? (
              <TextInput
                source="customer_emails"
                multiline
                minRows={3}
                helperText="resources.discounts.emails_help"
                {...lines}
              />
            ) : null}
          </Stack>
        </SectionCard>
        <SectionCard outlined headingStyle="plain" title="resources.discounts.sections.usage">
          <Stack spacing={1}>
            <NumberInput source="usage_limit" />
            <BooleanInput source="once_per_customer" />
            <BooleanInput source="exclude_discounted" />
            <BooleanInput source="independent" />
          </Stack>
        </SectionCard>
        <SectionCard outlined headingStyle="plain" title="resources.discounts.sections.dates">
          <Stack spacing={1}>
            <Suspense fallback={null}>
              <DiscountDateInput source="starts_at" />
              <DiscountDateInput source="ends_at" />
            </Suspense>
            <BooleanInput source="active" />
          </Stack>
        </SectionCard>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <DiscountSummaryCard />
      </Grid>
    </Grid>
  );
};
