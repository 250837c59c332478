/** Duplicate: creates a copy ('Product was duplicated') and opens it; "Can't duplicate product" on failure. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, useCreate, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { productScreens } from './product.resource';
import type { Product } from './product.schema';

export const ProductDuplicateButton = () => {
  const record = useRecordContext<Product & RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [create, { isPending }] = useCreate<RaRecord>('products', undefined, { returnPromise: true });

  const duplicate = async () => {
    if (!record) return;
    try {
      // The body is built from the product schema's fields: zod loads on the click, not with the screen.
      const { duplicateBody } = await import('./product.duplicate');
      const data = duplicateBody(record, (title) => translate('resources.products.duplicate.title', { title }));
      const copy = await create('products', { data });
      notify('resources.products.duplicate.done', { type: 'success' });
      navigate(productScreens.edit({ id: (copy as RaRecord).id }));
    } catch {
      notify('resources.products.duplicate.failed', { type: 'error' });
    }
  };

  return (
    <Button label="resources.products.duplicate.button" onClick={duplicate} disabled={isPending || !record}>
      <ContentCopyIcon />
    </Button>
  );
};
