/**
 * A declared settings record's screen (core/settings.ts): its title and help line, and one
 * form of its fields holding the shop's settings, saved with the version read (a stale save
 * answers 409 and keeps what was typed; a field the gateway refuses shows its message).
 */
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { EditBase, Form, SaveButton, Title, useEditContext, useTranslate } from 'react-admin';
import { ScreenLoading } from '../ScreenLoading';
import type { DeclaredSettings as Settings } from '../../../core/settings';
import { settingsSchemasOf } from '../../../core/settingsContract';
import { getCurrentShopId } from '../../lib/currentShop';
import { HistoryCard } from '../history/HistoryCard';
import { useUndoSave } from '../history/useUndoSave';
import { zodResolver } from '../../lib/zodResolver';
import { DeclaredInputs } from './DeclaredInputs';
import { useDeclaredStrings } from './useDeclaredStrings';

const resolvers = new WeakMap<Settings, ReturnType<typeof zodResolver>>();
const resolverOf = (declared: Settings) => {
  let found = resolvers.get(declared);
  if (!found) resolvers.set(declared, (found = zodResolver(settingsSchemasOf(declared).form)));
  return found;
};

/** More buttons beside Save (a bespoke call of `api.more`), given the declaration, in the form and its record. */
export type SettingsActions = ComponentType<{ declared: Settings }>;

const SettingsForm = ({ declared, actions: Actions }: { declared: Settings; actions?: SettingsActions }) => {
  const translate = useTranslate();
  const { record, isPending, error } = useEditContext();
  if (isPending) return <ScreenLoading />;
  if (error || !record) return <Alert severity="error">{translate('app.message.generic_error')}</Alert>;
  return (
    <Form resolver={resolverOf(declared)} warnWhenUnsavedChanges>
      <DeclaredInputs declared={declared} />
      {Actions ? (
        <Stack direction="row" spacing={1}>
          <SaveButton />
          <Actions declared={declared} />
        </Stack>
      ) : (
        <SaveButton />
      )}
    </Form>
  );
};

/** A failed read shows the alert in place (react-admin would toast 'not found' and leave the screen). */
const quiet = { onError: () => undefined };

export const DeclaredSettings = ({ declared, actions }: { declared: Settings; actions?: SettingsActions }) => {
  const translate = useTranslate();
  const { has, key } = useDeclaredStrings(declared);
  const shopId = getCurrentShopId();
  // Issue 27: the toast offers Undo (the settings' history is kept by the shop's id, under the table or the key's name).
  const history = 'key' in declared.storage ? declared.table : declared.storage.table;
  const onSuccess = useUndoSave(history, { id: shopId });
  return (
    // The shop's settings are one record, named by the shop's id.
    <EditBase
      id={shopId}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      redirect={false}
      redirectOnError={false}
      queryOptions={quiet}
    >
      <Card sx={{ mt: 2, maxWidth: 960 }}>
        <Title title={key('title')} />
        <CardContent>
          <Typography variant="h6" component="h1">
            {translate(key('title'))}
          </Typography>
          {has('help') ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(key('help'))}
            </Typography>
          ) : null}
          <SettingsForm declared={declared} actions={actions} />
        </CardContent>
      </Card>
      {/* Issue 27: the settings' versions, kept by the shop's id. */}
      <Box sx={{ maxWidth: 960 }}>
        <HistoryCard resource={history} />
      </Box>
    </EditBase>
  );
};
