/**
 * /products/bulk-updates: choose products (the list's selection, `?ids=`, or a filter),
 * write up to five formulas, Preview (POST, writes nothing) shows before and after per
 * product, Apply (PUT) asks once with the count and writes them in one transaction; the
 * last one can be undone for 24 hours.
 */
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Confirm, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { newDraft, toChange, type BulkChange, type BulkChangeDraft } from './product.bulk';
import { productFilter, type ProductFilter } from './product.query';
import { productRoutes } from './product.routes';
import type { BulkUpdateBody } from './product.schema';
import { ProductBulkChangeRow } from './ProductBulkChangeRow';
import { ProductBulkPreview, type BulkPreviewRow } from './ProductBulkPreview';
import { ProductBulkScope } from './ProductBulkScope';
import { BULK_LAST_KEY, ProductBulkUndo } from './ProductBulkUndo';

const MAX_CHANGES = 5;

export const ProductBulkUpdatePage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [params, setParams] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean);
  const [filter, setFilter] = useState<ProductFilter>({});
  const [drafts, setDrafts] = useState<BulkChangeDraft[]>([newDraft()]);
  const [errors, setErrors] = useState<(string | undefined)[]>([]);
  const [preview, setPreview] = useState<BulkPreviewRow[]>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();

  const edit = (next: BulkChangeDraft[]) => {
    setDrafts(next);
    setPreview(undefined);
    setErrors([]);
  };
  const body = (): BulkUpdateBody | undefined => {
    const checked = drafts.map(toChange);
    setErrors(checked.map((c) => ('error' in c ? translate(c.error, c.args) : undefined)));
    if (checked.some((c) => 'error' in c)) return undefined;
    // The filter's values come from the list's URL as strings; the gateway checks them.
    return {
      ids,
      filter: (ids.length ? {} : productFilter(filter)) as BulkUpdateBody['filter'],
      changes: checked.map((c) => (c as { change: BulkChange }).change),
    };
  };
  const send = async (apply: boolean) => {
    const payload = body();
    if (!payload) return;
    setBusy(true);
    try {
      if (!apply) {
        const answer = await dataProvider.call(productRoutes.bulkPreview, { body: payload });
        setPreview(answer.data.rows);
      } else {
        const answer = await dataProvider.call(productRoutes.bulkApply, { body: payload });
        notify('resources.products.bulk.applied', {
          type: 'success',
          messageArgs: { smart_count: answer.data.updated },
        });
        setPreview(undefined);
        void client.invalidateQueries({ queryKey: BULK_LAST_KEY });
      }
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="resources.products.bulk.title" />
      <Card component="section" aria-label={translate('resources.products.bulk.products')}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {translate('resources.products.bulk.products')}
          </Typography>
          <ProductBulkScope
            ids={ids}
            filter={filter}
            onFilterChange={(f) => {
              setFilter(f);
              setPreview(undefined);
            }}
            onClearSelection={() => {
              setParams({});
              setPreview(undefined);
            }}
          />
        </CardContent>
      </Card>
      <Card component="section" aria-label={translate('resources.products.bulk.changes')}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate('resources.products.bulk.changes')}
          </Typography>
          {drafts.map((draft, i) => (
            <ProductBulkChangeRow
              key={i}
              index={i}
              draft={draft}
              error={errors[i]}
              onChange={(d) => edit(drafts.map((x, j) => (j === i ? d : x)))}
              onRemove={drafts.length > 1 ? () => edit(drafts.filter((_x, j) => j !== i)) : undefined}
            />
          ))}
          {drafts.length < MAX_CHANGES && (
            <Button startIcon={<AddIcon />} onClick={() => edit([...drafts, newDraft()])}>
              {translate('resources.products.bulk.add_change')}
            </Button>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" onClick={() => send(false)} disabled={busy}>
              {translate('resources.products.bulk.preview')}
            </Button>
            <Button variant="contained" onClick={() => setConfirming(true)} disabled={busy || !preview}>
              {translate('resources.products.bulk.apply')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Confirm
        isOpen={confirming}
        title="resources.products.bulk.confirm_title"
        content="resources.products.bulk.confirm_content"
        translateOptions={{ smart_count: preview?.filter((r) => r.changed).length ?? 0 }}
        confirm="resources.products.bulk.apply"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send(true);
        }}
      />
      <ProductBulkUndo />
      {preview && (
        <Card component="section" aria-label={translate('resources.products.bulk.preview_title')}>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('resources.products.bulk.preview_summary', {
                smart_count: preview.filter((r) => r.changed).length,
                total: preview.length,
              })}
            </Typography>
            <ProductBulkPreview rows={preview} fields={[...new Set(drafts.map((d) => d.field))]} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
};
