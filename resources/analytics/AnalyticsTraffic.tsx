/** Orders and sales per traffic source (SPEC §9 labels: anonymous, Pinterest, Google, Facebook, Twitter, else the host). */
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Analysis } from '../order/order.analysis.schema';

export const useSourceName = () => {
  const translate = useTranslate();
  return (row: Analysis['traffic_sources'][number]) => (row.key ? translate(row.key) : (row.host ?? ''));
};

export const AnalyticsTraffic = ({ analysis, money }: { analysis: Analysis; money: (n: number) => string }) => {
  const translate = useTranslate();
  const name = useSourceName();
  return (
    <Card component="section" aria-label={translate('resources.analytics.traffic')}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {translate('resources.analytics.traffic')}
        </Typography>
        {analysis.traffic_sources.length === 0 ? (
          <Typography color="text.secondary">{translate('resources.analytics.no_orders')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.analytics.source')}</TableCell>
                <TableCell align="right">{translate('resources.analytics.figures.orders')}</TableCell>
                <TableCell align="right">{translate('resources.analytics.figures.sales')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {analysis.traffic_sources.map((row) => (
                <TableRow key={row.key ?? row.host}>
                  <TableCell>{name(row)}</TableCell>
                  <TableCell align="right">{row.orders}</TableCell>
                  <TableCell align="right">{money(row.sales)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
