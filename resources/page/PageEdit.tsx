/** /online-store/pages/edit/:id: the form (it stays open when saved), and delete after 'This can't be undone'. */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { Declared } from '../../core/resource';
import { declaredResolvers } from '../../src/components/declared/declaredSchemas';
import { PageInputs } from './PageInputs';

export const PageEdit = ({ declared }: { declared: Declared }) => (
  <Edit mutationMode="pessimistic" redirect={false} title="resources.pages.page.edit">
    <SimpleForm
      resolver={declaredResolvers(declared).update}
      warnWhenUnsavedChanges
      toolbar={
        <Toolbar>
          <SaveButton />
          <DeleteButton redirect={declared.screens.list} sx={{ ml: 'auto' }} />
        </Toolbar>
      }
    >
      <PageInputs create={false} />
    </SimpleForm>
  </Edit>
);
