/** /online-store/pages/edit/:id: the form, and delete after 'This can't be undone'. */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { PageInputs } from './PageInputs';
import { pageScreens } from './page.resource';
import { PageUpdateBody } from './page.schema';

const PageToolbar = () => (
  <Toolbar>
    <SaveButton />
    <DeleteButton redirect={pageScreens.list} sx={{ ml: 'auto' }} />
  </Toolbar>
);

export const PageEdit = () => {
  const { id = '' } = useParams();
  return (
    <Edit id={id} mutationMode="pessimistic" redirect={false} title="resources.pages.page.edit">
      <SimpleForm resolver={zodResolver(PageUpdateBody)} warnWhenUnsavedChanges toolbar={<PageToolbar />}>
        <PageInputs create={false} />
      </SimpleForm>
    </Edit>
  );
};
