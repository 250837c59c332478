/** /setting/checkout: tip (on/off, message, up to 3 suggested percentages), working hours, order id prefix and suffix. */
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { BooleanInput, NumberInput, TextInput, useTranslate } from 'react-admin';
import { OrderIdInputs } from '../../src/components/OrderIdInputs';
import { ShopSettingsForm } from '../../src/components/ShopSettingsForm';
import { CheckoutForm, DEFAULT_TIP, DEFAULT_WORKING, TIP_SUGGESTIONS_MAX } from './checkout.schema';

const L = (f: string) => `resources.checkout.fields.${f}`;

const pick = (shop: Record<string, unknown>) => {
  const tip = { ...DEFAULT_TIP, ...(shop.tip as object | undefined) } as typeof DEFAULT_TIP;
  const percentages: (number | null)[] = [...tip.percentages];
  while (percentages.length < TIP_SUGGESTIONS_MAX) percentages.push(null);
  return {
    tip: { ...tip, percentages },
    working: { ...DEFAULT_WORKING, ...(shop.working as object | undefined) },
    prefix: shop.prefix,
    suffix: shop.suffix,
  };
};

const toBody = (values: Record<string, unknown>) => {
  const tip = values.tip as { percentages: (number | null)[] };
  return {
    ...values,
    tip: { ...tip, percentages: tip.percentages.filter((p): p is number => p !== null && p !== undefined) },
  };
};

const Section = ({ name, help, children }: { name: string; help?: string; children: ReactNode }) => {
  const translate = useTranslate();
  const title = translate(`resources.checkout.sections.${name}`);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
      )}
      {children}
    </Box>
  );
};

export const CheckoutPage = () => {
  const translate = useTranslate();
  return (
    <ShopSettingsForm
      title="resources.checkout.title"
      subtitle="resources.checkout.subtitle"
      schema={CheckoutForm}
      pick={pick}
      toBody={toBody}
    >
      <Section name="tip" help="resources.checkout.tip_help">
        <BooleanInput source="tip.enabled" label={L('tip.enabled')} />
        <TextInput source="tip.message" label={L('tip.message')} fullWidth multiline />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {Array.from({ length: TIP_SUGGESTIONS_MAX }, (_, i) => (
            <NumberInput
              key={i}
              source={`tip.percentages.${i}`}
              label={translate('resources.checkout.suggestion', { n: i + 1 })}
              sx={{ maxWidth: 180 }}
            />
          ))}
        </Box>
      </Section>
      <Section name="working" help="resources.checkout.working_help">
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source="working.from" label={L('working.from')} type="time" sx={{ maxWidth: 180 }} />
          <TextInput source="working.to" label={L('working.to')} type="time" sx={{ maxWidth: 180 }} />
        </Box>
        <BooleanInput source="working.show" label={L('working.show')} />
      </Section>
      <Section name="orders">
        <OrderIdInputs />
      </Section>
    </ShopSettingsForm>
  );
};
