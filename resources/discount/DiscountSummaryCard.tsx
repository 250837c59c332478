/** The live summary beside the form: what the discount does, in the UI language; times used on edit. */
import { Card, CardContent, List, ListItem, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Discount } from './discount.schema';
import { discountSummary, renderSummary, type SummaryValues } from './discount.summary';
import { shortDate } from './shortDate';
import { useShopMoney } from '../../src/components/useShopMoney';

export const DiscountSummaryCard = () => {
  const values = useWatch() as SummaryValues;
  const record = useRecordContext<Discount>();
  const translate = useTranslate();
  const { currency, locale } = useShopMoney();
  const lines = discountSummary(values, currency, locale, shortDate);
  return (
    <Card variant="outlined" component="section" aria-labelledby="discount-summary">
      <CardContent>
        <Typography id="discount-summary" variant="h6">
          {values.kind === 'automatic'
            ? values.name || translate('resources.discounts.sections.summary')
            : values.code || translate('resources.discounts.sections.summary')}
        </Typography>
        <List dense data-testid="discount-summary">
          {lines.map((line) => (
            <ListItem key={line.key} disableGutters>
              {renderSummary(line, translate)}
            </ListItem>
          ))}
        </List>
        {record ? (
          <Typography variant="body2" color="text.secondary">
            {record.usage_limit === null
              ? translate('resources.discounts.usage', { smart_count: record.times_used })
              : translate('resources.discounts.usage_of', { n: record.times_used, limit: record.usage_limit })}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
};
