/**
 * The collection form (create and edit) inside react-admin's Create/Edit, which save it: the
 * gateway's zod schema in the browser, a 400's messages on the fields (put there by the http
 * layer), values kept on failure, unsaved changes guarded (SPEC §4).
 */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { SubmitButton } from '../../src/components/SubmitButton';
import { zodResolver } from '../../src/lib/zodResolver';
import { CollectionBody, CollectionUpdateBody } from './collection.schema';
import { CollectionInputs } from './CollectionInputs';

const resolvers = { create: zodResolver(CollectionBody), edit: zodResolver(CollectionUpdateBody) };
const DEFAULTS = { title: '', description: '', parent: null, image: null };

export const CollectionForm = ({ mode, actions }: { mode: 'create' | 'edit'; actions?: ReactNode }) => (
  <Form resolver={resolvers[mode]} defaultValues={mode === 'create' ? DEFAULTS : undefined} warnWhenUnsavedChanges noValidate>
    <Stack sx={{ p: 2 }}>
      <CollectionInputs />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <SubmitButton label="ra.action.save" />
        {actions}
      </Stack>
    </Stack>
  </Form>
);
