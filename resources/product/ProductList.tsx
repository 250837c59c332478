/**
 * /products: search, filters (status, vendor, tag, collection), the SPEC §2 sort options,
 * page sizes, thumbnails, price in the shop currency, bulk status and delete, import,
 * export. A row opens /products/edit/:id.
 */
import { DataTable, List, Pagination, type Identifier } from 'react-admin';
import { PAGE_SIZES } from '../../src/lib/sortOptions';
import { PRODUCT_DEFAULT_SORT, PRODUCT_PER_PAGE } from './product.query';
import { productScreens } from './product.resource';
import { ProductBulkActions } from './ProductBulkActions';
import { productFilters } from './ProductListFilters';
import { ProductListActions } from './ProductListActions';
import { ProductListEmpty } from './ProductListEmpty';
import { ProductPriceField } from '../../src/components/ProductPriceField';
import { ProductStatusField } from '../../src/components/ProductStatusField';
import { ProductThumbnail } from '../../src/components/ProductThumbnail';
import { useShopMoney } from '../../src/components/useShopMoney';
import { CountField } from '../../src/components/CountField';

const rowClick = (id: Identifier) => productScreens.edit({ id });

export const ProductList = () => {
  const { format } = useShopMoney();
  return (
    <List
      sort={PRODUCT_DEFAULT_SORT}
      perPage={PRODUCT_PER_PAGE}
      filters={productFilters}
      actions={<ProductListActions />}
      pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      empty={<ProductListEmpty />}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={<ProductBulkActions />}>
        <DataTable.Col source="media" label="resources.products.fields.image" disableSort>
          <ProductThumbnail />
        </DataTable.Col>
        <DataTable.Col source="title" />
        <DataTable.Col source="status" disableSort>
          <ProductStatusField />
        </DataTable.Col>
        <DataTable.Col source="quantity" label="resources.products.fields.inventory" align="right">
          <CountField source="quantity" />
        </DataTable.Col>
        <DataTable.Col source="price" align="right">
          <ProductPriceField format={format} />
        </DataTable.Col>
        <DataTable.Col source="vendor" disableSort />
      </DataTable>
    </List>
  );
};
