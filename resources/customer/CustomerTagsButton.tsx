/**
 * Add or remove tags on the selected customers: one bulk call (PUT …/bulk with
 * { ids, changes: { add_tags | remove_tags } }), through the declaration's updateMany.
 */
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Dialog, DialogActions, DialogContent, DialogTitle, Button as MuiButton } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Form,
  RadioButtonGroupInput,
  TextArrayInput,
  useListContext,
  useNotify,
  useTranslate,
  useUnselectAll,
  useUpdateMany,
} from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { SubmitButton } from '../../src/components/SubmitButton';
import { toFormErrors } from '../../src/lib/zodResolver';

const resolver: Resolver<FieldValues> = async (values) =>
  values.tags?.length
    ? { values, errors: {} }
    : { values: {}, errors: toFormErrors({ tags: { message: 'app.validation.list' } }) };

const modes = [
  { id: 'add_tags', name: 'resources.customers.bulk.add' },
  { id: 'remove_tags', name: 'resources.customers.bulk.remove' },
];

export const CustomerTagsButton = () => {
  const translate = useTranslate();
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const unselectAll = useUnselectAll('customers');
  const [updateMany] = useUpdateMany(undefined, undefined, { returnPromise: true, mutationMode: 'pessimistic' });
  const [open, setOpen] = useState(false);

  const apply = async (values: FieldValues) => {
    try {
      await updateMany('customers', { ids: selectedIds, data: { [values.mode]: values.tags } });
      notify('resources.customers.bulk.tagged', { type: 'success', messageArgs: { smart_count: selectedIds.length } });
      setOpen(false);
      unselectAll();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    }
  };

  return (
    <>
      <Button label="resources.customers.bulk.tags" onClick={() => setOpen(true)}>
        <LocalOfferIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="customer-tags-title">
        <Form
          resolver={resolver}
          onSubmit={apply}
          defaultValues={{ mode: 'add_tags', tags: [] }}
          record={{}}
          noValidate
        >
          <DialogTitle id="customer-tags-title">
            {translate('resources.customers.bulk.tags_title', { smart_count: selectedIds.length })}
          </DialogTitle>
          <DialogContent>
            <RadioButtonGroupInput source="mode" choices={modes} label={false} />
            <TextArrayInput
              source="tags"
              label="resources.customers.fields.tags"
              helperText="resources.customers.form.tags_help"
              fullWidth
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <SubmitButton label="resources.customers.bulk.apply" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
