/** /online-store/pages/create. */
import { Create, SimpleForm } from 'react-admin';
import { zodResolver } from '../../src/lib/zodResolver';
import { PageInputs } from './PageInputs';
import { pageScreens } from './page.resource';
import { PageBody } from './page.schema';

const DEFAULTS = { title: '', description: '', status: 'active', tags: [], handle: '', image: null };

export const PageCreate = () => (
  <Create
    title="resources.pages.page.create"
    redirect={(_r: string | undefined, id: unknown) => pageScreens.edit({ id: String(id) })}
  >
    <SimpleForm resolver={zodResolver(PageBody)} defaultValues={DEFAULTS} warnWhenUnsavedChanges>
      <PageInputs create />
    </SimpleForm>
  </Create>
);
