/**
 * One chart per figure, the previous period dashed beside the range (bucket by bucket).
 * recharts is imported here only, and this file is loaded lazily by the /analytics screen.
 */
import { Box, Card, CardContent, Typography } from '@mui/material';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { Analysis, AnalysisFigure } from '../order/order.analysis.schema';

export const AnalyticsCharts = ({
  analysis,
  format,
}: {
  analysis: Analysis;
  format: (figure: AnalysisFigure, n: number) => string;
}) => {
  const translate = useTranslate();
  const current = translate('resources.analytics.current');
  const previous = translate('resources.analytics.previous');
  const rows = analysis.series.map((point, i) => ({ ...point, previous: analysis.previous.series[i] }));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      {analysis.metrics.map((figure) => (
        <Card key={figure} component="section" aria-label={translate(`resources.analytics.figures.${figure}`)}>
          <CardContent>
            <Typography component="h2" variant="subtitle1" gutterBottom>
              {translate(`resources.analytics.figures.${figure}`)}
            </Typography>
            <Box sx={{ height: 220 }}>
              <ResponsiveContainer width="100%" height="100%">
                <LineChart
                  data={rows.map((r) => ({
                    date: r.date,
                    current: r[figure] ?? 0,
                    previous: r.previous?.[figure] ?? 0,
                  }))}
                >
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tick={{ fontSize: 11 }} minTickGap={24} />
                  <YAxis tick={{ fontSize: 11 }} width={70} tickFormatter={(n: number) => format(figure, n)} />
                  <Tooltip formatter={(n) => format(figure, Number(n))} />
                  <Legend />
                  <Line
                    type="monotone"
                    dataKey="current"
                    name={current}
                    stroke="#1976d2"
                    strokeWidth={2}
                    dot={false}
                    isAnimationActive={false}
                  />
                  <Line
                    type="monotone"
                    dataKey="previous"
                    name={previous}
                    stroke="#9e9e9e"
                    strokeDasharray="5 5"
                    dot={false}
                    isAnimationActive={false}
                  />
                </LineChart>
              </ResponsiveContainer>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
