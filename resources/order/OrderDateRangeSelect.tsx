/**
 * The list's date range: the SPEC §9 shortcuts (Today, Yesterday, Last 7 days, Last 30
 * days, All time from 2021-10-10) on the shop's calendar, or custom days. The chosen
 * shortcut stays in the filters (`range`) so the select shows it; the query sends only
 * from and to.
 */
import { MenuItem, Stack, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { DATE_RANGE_SHORTCUTS, isDateRangeId, resolveDateRange } from '../../src/lib/dateRange';
import { useShopOffset } from '../../src/components/useShopTime';

const ANY = 'any';
const CUSTOM = 'custom';

export const OrderDateRangeSelect = () => {
  const translate = useTranslate();
  const offset = useShopOffset();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { range, from, to, ...rest } = filterValues as Record<string, string | undefined>;
  const current = range ?? (from || to ? CUSTOM : ANY);

  const choose = (id: string) => {
    if (id === ANY) return setFilters(rest, displayedFilters, false);
    if (id === CUSTOM) return setFilters({ ...rest, range: CUSTOM, from, to }, displayedFilters, false);
    if (isDateRangeId(id))
      setFilters({ ...rest, range: id, ...resolveDateRange(id, new Date(), offset) }, displayedFilters, false);
    return undefined;
  };
  const setDay = (key: 'from' | 'to', value: string) =>
    setFilters({ ...rest, range: CUSTOM, from, to, [key]: value || undefined }, displayedFilters);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ minWidth: 170 }}
        label={translate('resources.orders.list.date_range')}
        value={current}
        onChange={(event) => choose(event.target.value)}
      >
        <MenuItem value={ANY}>{translate('resources.orders.list.any_date')}</MenuItem>
        {DATE_RANGE_SHORTCUTS.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {translate(s.key)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{translate('resources.orders.list.custom_dates')}</MenuItem>
      </TextField>
      {current === CUSTOM && (
        <>
          <TextField
            type="date"
            size="small"
            label={translate('resources.orders.list.from')}
            value={from ?? ''}
            onChange={(e) => setDay('from', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={translate('resources.orders.list.to')}
            value={to ?? ''}
            onChange={(e) => setDay('to', e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
    </Stack>
  );
};
