/** The products in a collection (the product list filtered by it), each linking to its edit screen. */
import { Button, Card, CardContent, Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { productEditPath } from '../product/product.paths';
import { ProductPriceField } from '../product/ProductPriceField';
import { ProductStatusField } from '../product/ProductStatusField';
import { ProductThumbnail } from '../product/ProductThumbnail';
import { collectionProductsPath } from './collection.paths';

const rowClick = (id: Identifier) => productEditPath(id);

export const CollectionProducts = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card component="section" aria-label={translate('resources.collections.products')} sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', justifyContent: 'space-between' }}>
          {translate('resources.collections.products')}
          <Button component={Link} to={collectionProductsPath(record.id)}>{translate('resources.collections.open_in_products')}</Button>
        </Typography>
        <ReferenceManyField reference="products" target="collection" perPage={10} sort={{ field: 'title', order: 'ASC' }}
          pagination={<Pagination rowsPerPageOptions={[10]} />}>
          <DataTable rowClick={rowClick} bulkActionButtons={false}
            empty={<Typography color="text.secondary">{translate('resources.collections.no_products')}</Typography>}>
            <DataTable.Col source="media" label="resources.products.fields.image" disableSort><ProductThumbnail /></DataTable.Col>
            <DataTable.Col source="title" label="resources.products.fields.title" />
            <DataTable.Col source="status" label="resources.products.fields.status" disableSort><ProductStatusField /></DataTable.Col>
            <DataTable.Col source="price" label="resources.products.fields.price"><ProductPriceField /></DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
