/** /discounts/edit/:id: every field, the live summary and times used; delete. */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { zodResolver } from '../../src/lib/zodResolver';
import { discountScreens } from './discount.resource';
import { DiscountUpdateBody } from './discount.schema';
import { DiscountInputs } from './DiscountInputs';

const resolver = zodResolver(DiscountUpdateBody);

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
    <DeleteButton redirect={discountScreens.list} sx={{ ml: 'auto' }} />
  </Toolbar>
);

export const DiscountEdit = () => {
  const { id = '' } = useParams();
  // Issue 27: the toast offers Undo for its 3 seconds; the History panel below the form.
  const onSuccess = useUndoSave('discounts');
  return (
    <Edit id={id} mutationMode="pessimistic" redirect={false} mutationOptions={{ onSuccess }}>
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <DiscountInputs />
      </SimpleForm>
      <HistoryCard resource="discounts" />
    </Edit>
  );
};
