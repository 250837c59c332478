/** Sales, orders and average order value of a period with their change: a shop's card (each a link) and a currency's total. */
import { Box, ListItemButton, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/money';
import type { OverviewPeriod } from '../../../resources/shop/shop.overview.schema';
import { ChangeText } from '../../components/ChangeText';
import { intlLocale } from '../../lib/locale';

export const OVERVIEW_FIGURES = ['sales', 'orders', 'average_order_value'] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

export const OverviewFigures = ({
  figures,
  currency,
  open,
}: {
  figures: Pick<OverviewPeriod, 'current' | 'change'>;
  currency: string;
  /** Makes each figure a button opening the screen behind it. */
  open?: (figure: OverviewFigure) => void;
}) => {
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 1 }}>
      {OVERVIEW_FIGURES.map((figure) => {
        const content = (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.shop_overview.figures.${figure}`)}
            </Typography>
            <Typography variant="h6" component="p" data-value sx={{ overflowWrap: 'anywhere' }}>
              {figure === 'orders'
                ? figures.current.orders
                : formatMoney(figures.current[figure], currency, intlLocale(uiLocale))}
            </Typography>
            <ChangeText change={figures.change[figure]} />
          </>
        );
        return open ? (
          <ListItemButton
            key={figure}
            onClick={() => open(figure)}
            sx={{ display: 'block', borderRadius: 1, px: 1 }}
            data-figure={figure}
          >
            {content}
          </ListItemButton>
        ) : (
          <Box key={figure} data-figure={figure}>
            {content}
          </Box>
        );
      })}
    </Box>
  );
};
