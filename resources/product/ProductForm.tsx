/**
 * The product form: validated in the browser with the gateway's own zod schema (create or
 * update body); a gateway 400 puts its messages on the fields; nothing typed is lost.
 * Leaving with unsaved changes asks first (SPEC §4).
 */
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { SubmitButton } from '../../src/components/SubmitButton';
import { lazyResolver } from '../../src/lib/lazyResolver';
import { ProductInputs } from './ProductInputs';

/** The schema (and zod) load on the first keystroke, not with the screen (issue 16); validation waits for them. */
const schemaResolver = (
  pick: (
    schemas: typeof import('./product.schema'),
  ) => Parameters<typeof import('../../src/lib/zodResolver').zodResolver>[0],
) =>
  lazyResolver(() =>
    Promise.all([import('../../src/lib/zodResolver'), import('./product.schema')]).then(([{ zodResolver }, schemas]) =>
      zodResolver(pick(schemas)),
    ),
  );
const resolvers = { create: schemaResolver((s) => s.ProductBody), edit: schemaResolver((s) => s.ProductUpdateBody) };

/** What a new product starts with (SPEC §4: status active; quantity tracked). */
export const PRODUCT_DEFAULTS = {
  title: '',
  description: '',
  seo_description: '',
  media: [],
  price: null,
  compare_at_price: null,
  cost_per_item: null,
  sku: '',
  barcode: '',
  quantity: 0,
  track_quantity: true,
  continue_selling: false,
  options: [],
  variants: [],
  custom_options: [],
  status: 'active',
  vendor: '',
  tags: [],
  collections: [],
};

export interface ProductFormProps {
  mode: 'create' | 'edit';
  /** Only for a form outside react-admin's Create/Edit; inside, their save is used. */
  onSubmit?: (values: Record<string, unknown>) => Promise<unknown>;
  /** More buttons beside Save (duplicate, delete). */
  actions?: ReactNode;
}

export const ProductForm = ({ mode, onSubmit, actions }: ProductFormProps) => (
  <Form
    resolver={resolvers[mode]}
    onSubmit={onSubmit as ((values: Record<string, unknown>) => Promise<void>) | undefined}
    defaultValues={mode === 'create' ? PRODUCT_DEFAULTS : undefined}
    warnWhenUnsavedChanges
    noValidate
  >
    <Box sx={{ p: { xs: 1, sm: 2 } }} onFocus={resolvers[mode].preload}>
      <ProductInputs />
      <Stack
        direction="row"
        spacing={1}
        sx={{ position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}
      >
        <SubmitButton label="ra.action.save" />
        {actions}
      </Stack>
    </Box>
  </Form>
);
