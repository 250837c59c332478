/** One payment method's card on /setting/payments: heading, help, optional status chip, content. */
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PaymentSectionProps {
  kind: 'card' | 'paypal' | 'cod' | 'bank_transfer';
  enabled?: boolean;
  action?: ReactNode;
  children?: ReactNode;
}

export const PaymentSection = ({ kind, enabled, action, children }: PaymentSectionProps) => {
  const translate = useTranslate();
  const title = translate(`resources.payments.${kind}.title`);
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {enabled !== undefined && (
            <Chip
              size="small"
              color={enabled ? 'success' : 'default'}
              label={translate(enabled ? 'resources.payments.enabled' : 'resources.payments.disabled')}
            />
          )}
          {action}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(`resources.payments.${kind}.help`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
