/**
 * The collection form (create and edit) inside react-admin's Create/Edit, which save it: the
 * gateway's zod schema in the browser, a 400's messages on the fields (put there by the http
 * layer), values kept on failure, unsaved changes guarded (SPEC §4).
 */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { SubmitButton } from '../../src/components/SubmitButton';
import { lazyResolver } from '../../src/lib/lazyResolver';
import { CollectionInputs } from './CollectionInputs';

/** The schema (and zod) load on the first keystroke, not with the screen (issue 16); validation waits for them. */
const schemaResolver = (
  pick: (
    schemas: typeof import('./collection.schema'),
  ) => Parameters<typeof import('../../src/lib/zodResolver').zodResolver>[0],
) =>
  lazyResolver(() =>
    Promise.all([import('../../src/lib/zodResolver'), import('./collection.schema')]).then(
      ([{ zodResolver }, schemas]) => zodResolver(pick(schemas)),
    ),
  );
const resolvers = {
  create: schemaResolver((s) => s.CollectionBody),
  edit: schemaResolver((s) => s.CollectionUpdateBody),
};
const DEFAULTS = { title: '', description: '', parent: null, image: null };

export const CollectionForm = ({ mode, actions }: { mode: 'create' | 'edit'; actions?: ReactNode }) => (
  <Form
    resolver={resolvers[mode]}
    defaultValues={mode === 'create' ? DEFAULTS : undefined}
    warnWhenUnsavedChanges
    noValidate
  >
    <Stack sx={{ p: 2 }} onFocus={resolvers[mode].preload}>
      <CollectionInputs />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <SubmitButton label="ra.action.save" />
        {actions}
      </Stack>
    </Stack>
  </Form>
);
