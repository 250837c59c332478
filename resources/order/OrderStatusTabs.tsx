/** SPEC §4 order tabs: all (no status filter), processing, fulfillment, cancel, refund. */
import { Box, Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ORDER_STATUSES } from './order.schema';

const TABS = ['all', ...ORDER_STATUSES] as const;

export const OrderStatusTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters, meta } = useListContext();
  // From the gateway's maintained counters (not a COUNT over the orders); the badge is not part of the tab's name.
  const counts = (meta as { status_counts?: Record<string, number> } | undefined)?.status_counts;
  const current = (filterValues.status as string | undefined) ?? 'all';
  const choose = (tab: string) => {
    const { status: _status, ...rest } = filterValues;
    // A tab is one deliberate click: no typing debounce.
    setFilters(tab === 'all' ? rest : { ...rest, status: tab }, displayedFilters, false);
  };
  return (
    <Tabs
      value={current}
      onChange={(_event, tab: string) => choose(tab)}
      variant="scrollable"
      aria-label={translate('resources.orders.list.tabs')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={
            <span>
              {translate(`resources.orders.tabs.${tab}`)}
              {counts && (
                <Box component="span" aria-hidden sx={{ ml: 0.75, color: 'text.secondary' }}>
                  {counts[tab] ?? 0}
                </Box>
              )}
            </span>
          }
        />
      ))}
    </Tabs>
  );
};
