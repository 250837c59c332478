/** /setting/subfee/{action}/{id?} (SPEC §2): `create`, or `edit/{id}`. */
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { SUBFEE_PATH } from './subfee.paths';
import { SubfeeBody, SubfeeUpdateBody } from './subfee.schema';
import { SubfeeInputs } from './SubfeeInputs';

const createResolver = zodResolver(SubfeeBody);
const updateResolver = zodResolver(SubfeeUpdateBody);
const DEFAULTS = {
  name: '',
  applies_to: 'countries',
  country_codes: [],
  product_ids: [],
  collection_ids: [],
  first_item: 0,
  next_item: 0,
};

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
    <DeleteButton
      mutationMode="pessimistic"
      confirmContent="app.message.delete_confirm"
      redirect={SUBFEE_PATH}
      successMessage="app.message.delete_success"
      sx={{ ml: 'auto' }}
    />
  </Toolbar>
);

export const SubfeeEditPage = () => {
  const { action, id = '' } = useParams();
  if (action === 'edit' && id) {
    return (
      <Edit resource="subfees" id={id} mutationMode="pessimistic" redirect={SUBFEE_PATH}>
        <SimpleForm resolver={updateResolver} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
          <SubfeeInputs />
        </SimpleForm>
      </Edit>
    );
  }
  return (
    <Create resource="subfees" title="resources.subfees.page.create" redirect={SUBFEE_PATH}>
      <SimpleForm resolver={createResolver} defaultValues={DEFAULTS} warnWhenUnsavedChanges>
        <SubfeeInputs />
      </SimpleForm>
    </Create>
  );
};
