/** /online-store/pages/create: the declared fields' defaults and rules; saved, the page opens in its edit screen. */
import { Create, SimpleForm, type Identifier } from 'react-admin';
import type { Declared } from '../../core/resource';
import { declaredDefaults } from '../../src/components/declared/declaredDefaults';
import { declaredResolvers } from '../../src/components/declared/declaredSchemas';
import { PageInputs } from './PageInputs';

export const PageCreate = ({ declared }: { declared: Declared }) => (
  <Create
    title="resources.pages.page.create"
    redirect={(_r: string | undefined, id?: Identifier) => declared.screens.edit({ id: id ?? '' })}
  >
    <SimpleForm
      resolver={declaredResolvers(declared).create}
      defaultValues={declaredDefaults(declared)}
      warnWhenUnsavedChanges
    >
      <PageInputs create />
    </SimpleForm>
  </Create>
);
