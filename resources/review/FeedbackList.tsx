/**
 * /feedback/{type}: reviews or questions with status tabs, rating filter, search, bulk
 * approve / refuse / delete, import with a dry-run report and export with progress.
 */
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useMemo } from 'react';
import { DataTable, List, SearchInput, SelectInput, useListContext, useTranslate, type Identifier } from 'react-admin';
import { ReviewBulkActions } from './ReviewBulkActions';
import { ContentField, DateField, ProductField, RatingField, StatusField } from './ReviewFields';
import { ReviewListActions } from './ReviewListActions';
import { REVIEW_DEFAULT_SORT } from './review.query';
import { reviewScreens } from './review.resource';
import { REVIEW_STATUSES, type ReviewType } from './review.schema';

const TABS = ['all', ...REVIEW_STATUSES] as const;

const StatusTabs = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (filterValues.status as string | undefined) ?? 'all';
  const choose = (tab: string) => {
    const { status: _status, ...rest } = filterValues;
    setFilters(tab === 'all' ? rest : { ...rest, status: tab }, displayedFilters, false);
  };
  return (
    <Tabs
      value={current}
      onChange={(_e, tab: string) => choose(tab)}
      aria-label={translate('resources.reviews.list.tabs')}
      variant="scrollable"
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
    >
      {TABS.map((tab) => (
        <Tab key={tab} value={tab} label={translate(`resources.reviews.status.${tab}`)} />
      ))}
    </Tabs>
  );
};

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({ id: String(n), name: n }));

const Empty = ({ type }: { type: ReviewType }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6">{translate(`resources.reviews.list.empty.${type}`)}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.reviews.list.empty_hint')}
      </Typography>
      <ReviewListActions type={type} />
    </Box>
  );
};

export const FeedbackList = ({ type }: { type: ReviewType }) => {
  const translate = useTranslate();
  const filter = useMemo(() => ({ type }), [type]);
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.reviews.list.search')} />,
      ...(type === 'review'
        ? [
            <SelectInput
              key="rating"
              source="rating"
              alwaysOn
              label="resources.reviews.list.rating_filter"
              emptyText="resources.reviews.list.any_rating"
              choices={RATINGS}
              optionText={(c: { name: number }) => translate('resources.reviews.list.stars', { smart_count: c.name })}
            />,
          ]
        : []),
    ],
    [type, translate],
  );
  return (
    <List
      key={type}
      storeKey={`reviews.${type}`}
      filter={filter}
      sort={REVIEW_DEFAULT_SORT}
      perPage={25}
      filters={filters}
      actions={<ReviewListActions type={type} />}
      empty={<Empty type={type} />}
      title={`resources.reviews.title.${type}`}
    >
      <StatusTabs />
      <DataTable
        rowClick={(id: Identifier) => reviewScreens.show({ type, id })}
        bulkActionButtons={<ReviewBulkActions />}
      >
        <DataTable.Col source="product_title" label="resources.reviews.fields.product" disableSort>
          <ProductField />
        </DataTable.Col>
        {type === 'review' && (
          <DataTable.Col source="rating" label="resources.reviews.fields.rating">
            <RatingField />
          </DataTable.Col>
        )}
        <DataTable.Col source="content" label="resources.reviews.fields.content" disableSort>
          <ContentField />
        </DataTable.Col>
        <DataTable.Col source="full_name" label="resources.reviews.fields.full_name" disableSort />
        <DataTable.Col source="status" label="resources.reviews.fields.status" disableSort>
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="resources.reviews.fields.created_at">
          <DateField />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

export const ReviewListPage = () => <FeedbackList type="review" />;
export const QuestionListPage = () => <FeedbackList type="question" />;
