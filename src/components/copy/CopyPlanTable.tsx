/** A copy's plan (the preview) or what it did (the report): per target shop, each item's fate and prices. */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatMoney } from '../../../core/money';
import type { CopyPlan } from '../../../resources/copy/copy.schema';

const P = 'resources.products.copy';
const COLUMNS = ['item', 'action', 'matched_by', 'price', 'target_price', 'status', 'reason'] as const;

export const CopyPlanTable = ({ plan, done = false }: { plan: CopyPlan; done?: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const money = (n: number | null, currency: string) => (n === null ? '' : formatMoney(n, currency, locale));
  return (
    <>
      {plan.targets.map((t) => (
        <Box key={t.shop_id} component="section" aria-label={t.name} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" component="h3">
            {translate(`${P}.target`, { name: t.name, currency: t.currency })}
          </Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {translate(`${P}.${done ? 'report_summary' : 'summary'}`, t)}
          </Typography>
          <Table size="small" aria-label={translate(`${P}.target`, { name: t.name, currency: t.currency })}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((c) => (
                  <TableCell key={c}>{translate(`${P}.columns.${c}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {t.rows.map((r) => (
                <TableRow key={`${r.kind}-${r.source_id}`}>
                  <TableCell>
                    {r.title}
                    {r.kind === 'collection' ? ` (${translate(`${P}.kinds.collection`)})` : ''}
                  </TableCell>
                  <TableCell>{translate(`${P}.${done ? 'done_actions' : 'actions'}.${r.action}`)}</TableCell>
                  <TableCell>{r.matched_by ? translate(`${P}.matched.${r.matched_by}`) : ''}</TableCell>
                  <TableCell>{money(r.price, plan.currency)}</TableCell>
                  <TableCell>{money(r.target_price, t.currency)}</TableCell>
                  <TableCell>{r.status ? translate(`resources.products.status.${r.status}`) : ''}</TableCell>
                  <TableCell>{r.reason ? translate(`${P}.reasons.${r.reason}`) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
    </>
  );
};
