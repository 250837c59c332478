/**
 * The collection form (create and edit): the gateway's zod schema in the browser, a 400's
 * messages on the fields, values kept on failure, unsaved changes guarded (SPEC §4).
 */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Form, useCreate, useNotify, useRecordContext, useUpdate, type RaRecord,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SubmitButton } from '../../src/components/SubmitButton';
import { useSubmitFailure } from '../../src/components/useSubmitFailure';
import { zodResolver } from '../../src/lib/zodResolver';
import { collectionEditPath } from './collection.paths';
import { CollectionBody, CollectionUpdateBody } from './collection.schema';
import { CollectionInputs } from './CollectionInputs';

const resolvers = { create: zodResolver(CollectionBody), edit: zodResolver(CollectionUpdateBody) };
const DEFAULTS = { title: '', description: '', parent: null, image: null };

function useCollectionSubmit(mode: 'create' | 'edit') {
  const record = useRecordContext();
  const [create] = useCreate<RaRecord>('collections', undefined, { returnPromise: true });
  const [update] = useUpdate<RaRecord>('collections', undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const notify = useNotify();
  const navigate = useNavigate();
  const onFailure = useSubmitFailure();
  return async (values: Record<string, unknown>) => {
    try {
      if (mode === 'create') {
        const created = await create('collections', { data: values });
        notify('resources.collections.notifications.created', { type: 'success' });
        navigate(collectionEditPath((created as RaRecord).id));
      } else {
        await update('collections', { id: record?.id, data: values, previousData: record });
        notify('app.message.update_success', { type: 'success' });
      }
    } catch (error) {
      return onFailure(error);
    }
    return undefined;
  };
}

export const CollectionForm = ({ mode, actions }: { mode: 'create' | 'edit'; actions?: ReactNode }) => {
  const submit = useCollectionSubmit(mode);
  return (
    <Form resolver={resolvers[mode]} onSubmit={submit as (v: Record<string, unknown>) => Promise<void>}
      defaultValues={mode === 'create' ? DEFAULTS : undefined} warnWhenUnsavedChanges noValidate>
      <Stack sx={{ p: 2 }}>
        <CollectionInputs />
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <SubmitButton label="ra.action.save" />
          {actions}
        </Stack>
      </Stack>
    </Form>
  );
};
