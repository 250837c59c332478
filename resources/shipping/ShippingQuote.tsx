/**
 * The quote tester (issue 12): a country and a cart → POST …/checkout/{country_code},
 * the options that apply and what the checkout would charge, from the pricing engine.
 */
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { formatMoney } from '../../core/money';
import { useShopMoney } from '../../src/components/useShopMoney';
import { CheckoutSummary } from '../../src/components/CheckoutSummary';
import { QuoteLines, type QuoteLine } from './QuoteLines';
import type { NamedRoute } from '../../core/route';
import type { shippingCheckoutContract } from './shipping.contract';
import { shippingRoutes } from './shipping.resource';
import { useCountryChoices } from '../../src/components/useCountryChoices';

/** The quote call, typed by its contract (a type only: no schema comes with the screen). */
const checkout = shippingRoutes.checkout as NamedRoute & {
  readonly schemas?: typeof shippingCheckoutContract.checkout;
};

export const ShippingQuote = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<GatewayDataProvider>();
  const { locale } = useShopMoney();
  const countries = useCountryChoices();
  const [country, setCountry] = useState<string>('');
  const [lines, setLines] = useState<QuoteLine[]>([{ product_id: '', title: '', quantity: 1 }]);
  const t = (key: string) => translate(`resources.shipping_zones.quote.${key}`);
  const quote = useMutation({
    mutationFn: (option: string | null) =>
      dp
        .call(checkout, {
          params: { country_code: country },
          body: {
            lines: lines.filter((l) => l.product_id).map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
            shipping_option_id: option,
          },
        })
        .then((a) => a.data),
    onError: (error: Error) => notify(error.message || 'app.message.generic_error', { type: 'error' }),
  });
  const run = (option: string | null) => quote.mutate(option);
  const ready = !!country && lines.some((l) => l.product_id);
  const data = quote.data;
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="shipping-quote-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="shipping-quote-title">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('help')}
        </Typography>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Autocomplete
            size="small"
            options={countries}
            getOptionLabel={(c) => c.name}
            value={countries.find((c) => c.id === country) ?? null}
            onChange={(_e, c) => setCountry(c?.id ?? '')}
            renderInput={(params) => <TextField {...params} label={t('country')} />}
          />
          <QuoteLines lines={lines} onChange={setLines} />
          {!lines.some((l) => l.product_id) ? <Typography variant="caption">{t('need_lines')}</Typography> : null}
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!ready || quote.isPending}
            onClick={() => run(null)}
          >
            {t('run')}
          </Button>
          {data ? (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                {t('options')}
              </Typography>
              {data.options.length === 0 ? (
                <Alert severity="info">{t('none')}</Alert>
              ) : (
                <List dense disablePadding aria-label={t('options')}>
                  {data.options.map((o) => (
                    <ListItem
                      key={o.id}
                      disableGutters
                      secondaryAction={
                        o.id === data.chosen ? (
                          <strong>{t('chosen')}</strong>
                        ) : (
                          <Button size="small" onClick={() => run(o.id)}>
                            {t('choose')}
                          </Button>
                        )
                      }
                    >
                      <ListItemText
                        primary={`${o.name} — ${formatMoney(o.amount_minor / 10 ** data.priced.digits, data.priced.currency, locale)}`}
                        secondary={o.zone_name}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
              <CheckoutSummary priced={data.priced} locale={locale} label={t('total')} />
            </Stack>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
};
