/**
 * The products in a collection (the product list filtered by it), each linking to its edit
 * screen: ten a page, sortable by title and price. MUI's table parts, its Pagination and
 * useGetList (of the first load), not react-admin's DataTable, ReferenceManyField and
 * TablePagination (24 KiB more, issue 16).
 */
import {
  Button,
  Card,
  CardContent,
  Link,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  RecordContextProvider,
  useGetList,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { productScreens } from '../product/product.resource';
import { ProductPriceField } from '../../src/components/ProductPriceField';
import { useShopMoney } from '../../src/components/useShopMoney';
import { ProductStatusField } from '../../src/components/ProductStatusField';
import { ProductThumbnail } from '../../src/components/ProductThumbnail';
import { queryString } from '../../core/screens';

const PER_PAGE = 10;
const field = (name: string) => `resources.products.fields.${name}`;

const SortHeader = ({
  name,
  sort,
  onSort,
}: {
  name: string;
  sort: SortPayload;
  onSort: (sort: SortPayload) => void;
}) => {
  const translate = useTranslate();
  const active = sort.field === name;
  const next = active && sort.order === 'ASC' ? 'DESC' : 'ASC';
  const label = translate(field(name));
  return (
    <TableCell sortDirection={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}>
      <TableSortLabel
        active={active}
        direction={active ? (sort.order === 'ASC' ? 'asc' : 'desc') : 'asc'}
        onClick={() => onSort({ field: name, order: next })}
        title={translate('ra.sort.sort_by', {
          field: label,
          field_lower_first: label.charAt(0).toLowerCase() + label.slice(1),
          order: translate(`ra.sort.${next}`),
        })}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
};

const Rows = ({ records }: { records: RaRecord[] }) => {
  const navigate = useNavigate();
  const { format } = useShopMoney();
  return (
    <TableBody>
      {records.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <TableRow hover sx={{ cursor: 'pointer' }} onClick={() => navigate(productScreens.edit({ id: record.id }))}>
            <TableCell>
              <ProductThumbnail />
            </TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={productScreens.edit({ id: record.id })}
                color="inherit"
                underline="hover"
                onClick={(event) => event.stopPropagation()}
              >
                {String(record.title ?? '')}
              </Link>
            </TableCell>
            <TableCell>
              <ProductStatusField />
            </TableCell>
            <TableCell>
              <ProductPriceField format={format} />
            </TableCell>
          </TableRow>
        </RecordContextProvider>
      ))}
    </TableBody>
  );
};

/** "1-10 of 30" and the page numbers, as react-admin's Pagination draws them (without its TablePagination). */
const Paging = ({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) => {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const itemLabel = (type: string, n: number | null, selected: boolean) =>
    type !== 'page'
      ? translate(`ra.navigation.${type}`)
      : translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: n });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', alignItems: 'center', gap: 2, minHeight: 52, px: 1 }}>
      <Typography variant="body2">
        {translate('ra.navigation.page_range_info', {
          offsetBegin: (page - 1) * PER_PAGE + 1,
          offsetEnd: Math.min(page * PER_PAGE, total),
          total,
        })}
      </Typography>
      {pages > 1 && (
        <Pagination
          size="small"
          count={pages}
          page={page}
          onChange={(_event, n) => onPage(n)}
          getItemAriaLabel={itemLabel}
        />
      )}
    </Stack>
  );
};

const ProductsTable = ({ collection }: { collection: RaRecord['id'] }) => {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortPayload>({ field: 'title', order: 'ASC' });
  const {
    data,
    total = 0,
    isPending,
  } = useGetList('products', {
    filter: { collection: String(collection) },
    pagination: { page, perPage: PER_PAGE },
    sort,
  });
  if (isPending) return null;
  if (!data?.length)
    return <Typography color="text.secondary">{translate('resources.collections.no_products')}</Typography>;
  const onSort = (next: SortPayload) => {
    setSort(next);
    setPage(1);
  };
  return (
    <>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(field('image'))}</TableCell>
            <SortHeader name="title" sort={sort} onSort={onSort} />
            <TableCell>{translate(field('status'))}</TableCell>
            <SortHeader name="price" sort={sort} onSort={onSort} />
          </TableRow>
        </TableHead>
        <Rows records={data} />
      </Table>
      <Paging page={page} total={total} onPage={setPage} />
    </>
  );
};

export const CollectionProducts = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card component="section" aria-label={translate('resources.collections.products')} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', justifyContent: 'space-between' }}>
          {translate('resources.collections.products')}
          <Button
            component={RouterLink}
            to={`${productScreens.list}${queryString({ filter: { collection: String(record.id) } })}`}
          >
            {translate('resources.collections.open_in_products')}
          </Button>
        </Typography>
        <ProductsTable collection={record.id} />
      </CardContent>
    </Card>
  );
};
