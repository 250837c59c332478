/** /setting/shipping/{action}/{id?} (SPEC §2): `create`, or `edit/{id}`. Rates and methods without an id get one from the gateway. */
import { Create, DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { zodResolver } from '../../src/lib/zodResolver';
import { SHIPPING_PATH, shippingEditPath } from './shipping.paths';
import { ShippingBody, ShippingUpdateBody } from './shipping.schema';
import { ShippingInputs } from './ShippingInputs';

const createResolver = zodResolver(ShippingBody);
const updateResolver = zodResolver(ShippingUpdateBody);
const DEFAULTS = {
  name: '',
  country_mode: 'include',
  country_codes: [],
  price_rates: [],
  product_rates: [],
  methods: [],
};

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
    <DeleteButton redirect={SHIPPING_PATH} successMessage="resources.shipping_zones.deleted" sx={{ ml: 'auto' }} />
  </Toolbar>
);

export const ShippingEditPage = () => {
  const { action, id = '' } = useParams();
  if (action === 'edit' && id) {
    return (
      <Edit resource="shipping_zones" id={id} mutationMode="pessimistic" redirect={false}>
        <SimpleForm resolver={updateResolver} warnWhenUnsavedChanges toolbar={<EditToolbar />}>
          <ShippingInputs />
        </SimpleForm>
      </Edit>
    );
  }
  return (
    <Create
      resource="shipping_zones"
      title="resources.shipping_zones.page.create"
      redirect={(_r?: string, newId?: string | number) => shippingEditPath(newId ?? '')}
    >
      <SimpleForm resolver={createResolver} defaultValues={DEFAULTS} warnWhenUnsavedChanges>
        <ShippingInputs />
      </SimpleForm>
    </Create>
  );
};
