/** /online-store/menu/create and /online-store/menu/{id}: title, location, items. */
import { Create, DeleteButton, Edit, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { MenuItemsInput } from './MenuItemsInput';
import { menuScreens } from './menu.resource';
import { MENU_LOCATIONS, MenuBody, MenuUpdateBody } from './menu.schema';

const locationChoices = MENU_LOCATIONS.map((l) => ({ id: l, name: `resources.menus.location.${l}` }));

const Inputs = () => (
  <>
    <TextInput source="title" fullWidth sx={{ maxWidth: 480 }} />
    <SelectInput source="location" choices={locationChoices} fullWidth={false} sx={{ minWidth: 240 }} />
    <MenuItemsInput />
  </>
);

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
    <DeleteButton redirect={menuScreens.list} sx={{ ml: 'auto' }} />
  </Toolbar>
);

export const MenuCreate = () => {
  const { search } = window.location;
  const location = new URLSearchParams(search).get('location') ?? 'header';
  return (
    <Create
      title="resources.menus.page.create"
      redirect={(_r: string | undefined, id: unknown) => menuScreens.edit({ id: String(id) })}
    >
      <SimpleForm
        resolver={zodResolver(MenuBody)}
        defaultValues={{ title: '', location, items: [] }}
        warnWhenUnsavedChanges
      >
        <Inputs />
      </SimpleForm>
    </Create>
  );
};

export const MenuEdit = () => {
  const { id = '' } = useParams();
  return (
    <Edit id={id} mutationMode="pessimistic" redirect={false} title="resources.menus.page.edit">
      <SimpleForm resolver={zodResolver(MenuUpdateBody)} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
        <Inputs />
      </SimpleForm>
    </Edit>
  );
};
