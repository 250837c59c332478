/**
 * A settings screen that edits some of the current shop's fields (PUT /shop/api/{id} with
 * only those fields): /setting/general, /setting/location, /setting/checkout. Gateway
 * refusals (e.g. the currency locked after the first sale) show on their fields.
 */
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Form,
  RecordContextProvider,
  ResourceContextProvider,
  SaveButton,
  Title,
  Toolbar,
  useTranslate,
  useUpdate,
} from 'react-admin';
import type { z } from 'zod';
import { PageLoading } from './PageLoading';
import { useCurrentShop, type ShopRecord } from './useCurrentShop';
import { useSubmitFailure } from './useSubmitFailure';
import { zodResolver } from '../lib/zodResolver';
import { HistoryCard } from './history/HistoryCard';
import { useUndoSave } from './history/useUndoSave';

export interface ShopSettingsFormProps {
  title: string;
  subtitle: string;
  /** The form's rules; what it outputs is what is sent. */
  schema: z.ZodType;
  /** Values for fields the shop has never saved. */
  defaults?: Record<string, unknown>;
  /** The shop's values the form starts from. */
  pick: (shop: ShopRecord) => Record<string, unknown>;
  /** Values as the form holds them to the body sent (e.g. drop blank tip suggestions). */
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
  children: ReactNode;
}

export const ShopSettingsForm = ({
  title,
  subtitle,
  schema,
  defaults = {},
  pick,
  toBody = (v) => v,
  children,
}: ShopSettingsFormProps) => {
  const translate = useTranslate();
  const onFailure = useSubmitFailure();
  const { data: shop, isPending, error, shopId } = useCurrentShop();
  // Issue 27: the toast offers Undo (the shop's details and settings are one record, with no version).
  const undoable = useUndoSave('shops', { id: shopId });
  const [update] = useUpdate<ShopRecord>('shops', undefined, { mutationMode: 'pessimistic', returnPromise: true });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await update('shops', { id: shopId, data: toBody(values), previousData: shop });
      undoable({ id: shopId ?? '' });
    } catch (failure) {
      return onFailure(failure);
    }
    return undefined;
  };
  const record = shop
    ? {
        ...defaults,
        ...Object.fromEntries(Object.entries(pick(shop)).filter(([, v]) => v !== undefined && v !== null)),
        id: shop.id,
      }
    : undefined;

  return (
    <ResourceContextProvider value="shops">
      <Title title={title} />
      <Card sx={{ mt: 2, mb: 4, maxWidth: 860 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(subtitle)}
          </Typography>
          {isPending && <PageLoading />}
          {error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
          {record && (
            <Form record={record} onSubmit={submit} resolver={zodResolver(schema)} warnWhenUnsavedChanges noValidate>
              {children}
              <Toolbar sx={{ px: 0 }}>
                <SaveButton />
              </Toolbar>
            </Form>
          )}
        </CardContent>
      </Card>
      {/* Issue 27: the shop's versions (its details and settings are one record). */}
      {shop && (
        <RecordContextProvider value={shop}>
          <Box sx={{ mt: -2, mb: 4, maxWidth: 860 }}>
            <HistoryCard resource="shops" />
          </Box>
        </RecordContextProvider>
      )}
    </ResourceContextProvider>
  );
};
