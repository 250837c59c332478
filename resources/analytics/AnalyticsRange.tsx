/** SPEC §9 range shortcuts on the shop's calendar, or custom days; and the granularity. */
import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_RANGE_SHORTCUTS, isDateRangeId, resolveDateRange, type DateRange } from '../../src/lib/dateRange';
import { ANALYSIS_GRANULARITIES, type AnalysisGranularity } from '../order/order.analysis.schema';
import { granularityFits } from './analytics.range';

export const CUSTOM = 'custom';

export interface RangeValue extends DateRange {
  id: string;
  interval: AnalysisGranularity;
}

export const AnalyticsRange = ({
  value,
  offset,
  onChange,
  onInterval,
}: {
  value: RangeValue;
  offset?: number;
  onChange: (v: Omit<RangeValue, 'interval'>) => void;
  onInterval: (g: AnalysisGranularity) => void;
}) => {
  const translate = useTranslate();
  const choose = (id: string) => {
    if (isDateRangeId(id)) onChange({ id, ...resolveDateRange(id, new Date(), offset) });
    else onChange({ ...value, id: CUSTOM });
  };
  const setDay = (key: 'from' | 'to', day: string) => day && onChange({ ...value, id: CUSTOM, [key]: day });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      <TextField
        select
        size="small"
        fullWidth={false}
        sx={{ width: 200 }}
        label={translate('resources.analytics.range')}
        value={value.id}
        onChange={(e) => choose(e.target.value)}
      >
        {DATE_RANGE_SHORTCUTS.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {translate(s.key)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{translate('resources.analytics.custom')}</MenuItem>
      </TextField>
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        sx={{ width: 170 }}
        label={translate('resources.analytics.from')}
        value={value.from}
        onChange={(e) => setDay('from', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        fullWidth={false}
        sx={{ width: 170 }}
        label={translate('resources.analytics.to')}
        value={value.to}
        onChange={(e) => setDay('to', e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.interval}
        aria-label={translate('resources.analytics.granularity')}
        onChange={(_e, g: AnalysisGranularity | null) => g && onInterval(g)}
      >
        {ANALYSIS_GRANULARITIES.map((g) => (
          <ToggleButton key={g} value={g} disabled={!granularityFits(value.from, value.to, g)}>
            {translate(`resources.analytics.granularities.${g}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
