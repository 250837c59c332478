/**
 * The collection form (create and edit) inside react-admin's Create/Edit, which save it: the
 * declaration's schemas in the browser, a 400's messages on the fields (put there by the http
 * layer), values kept on failure, unsaved changes guarded (SPEC §4).
 */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form } from 'react-admin';
import { declaredDefaults } from '../../src/components/declared/declaredDefaults';
import { SubmitButton } from '../../src/components/SubmitButton';
import { lazyResolver } from '../../src/lib/lazyResolver';
import { collection } from './collection.resource';
import { CollectionInputs } from './CollectionInputs';

/** The schemas (and zod) load on the first keystroke, not with the screen (issue 16); validation waits for them. */
const schemaResolver = (mode: 'create' | 'update') =>
  lazyResolver(() =>
    import('../../src/components/declared/declaredSchemas').then((m) => m.declaredResolvers(collection)[mode]),
  );
const resolvers = { create: schemaResolver('create'), edit: schemaResolver('update') };

export const CollectionForm = ({ mode, actions }: { mode: 'create' | 'edit'; actions?: ReactNode }) => (
  <Form
    resolver={resolvers[mode]}
    defaultValues={mode === 'create' ? declaredDefaults(collection) : undefined}
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
