/** Each figure's total for the range, with its change in percent against the previous period. */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Analysis, AnalysisFigure } from '../order/order.analysis.schema';
import { ChangeText } from '../../src/components/ChangeText';

export const AnalyticsTotals = ({
  analysis,
  format,
}: {
  analysis: Analysis;
  format: (figure: AnalysisFigure, n: number) => string;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
      {analysis.metrics.map((figure) => (
        <Card
          key={figure}
          component="section"
          aria-label={translate(`resources.analytics.figures.${figure}`)}
          data-figure={figure}
        >
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`resources.analytics.figures.${figure}`)}
            </Typography>
            <Typography variant="h5" data-testid={`total-${figure}`}>
              {format(figure, analysis.totals[figure] ?? 0)}
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid={`previous-${figure}`}>
              {translate('resources.analytics.previous')}: {format(figure, analysis.previous.totals[figure] ?? 0)}
            </Typography>
            <ChangeText change={analysis.change[figure]} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
