/** A saved offer, `/discounts/boost-sell/{id}` or `/apps/{boost_sell}/edit/{id}`: save, or delete back to its list. */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { useParams } from 'react-router-dom';
import { HistoryCard } from '../../src/components/history/HistoryCard';
import { useUndoSave } from '../../src/components/history/useUndoSave';
import { zodResolver } from '../../src/lib/zodResolver';
import { isBoostSellSlug, offerScreensOf } from './offer.resource';
import { OfferUpdateBody } from './offer.schema';
import { OfferInputs } from './OfferInputs';

const resolver = zodResolver(OfferUpdateBody);

export const OfferEdit = () => {
  const { boost_sell, id } = useParams();
  const slug = isBoostSellSlug(boost_sell) ? boost_sell : undefined;
  const toolbar = (
    <Toolbar>
      <SaveButton />
      <DeleteButton redirect={offerScreensOf(slug).list} sx={{ ml: 'auto' }} />
    </Toolbar>
  );
  // Issue 27: the toast offers Undo for its 3 seconds; the History panel below the form.
  const onSuccess = useUndoSave('cross_sales');
  return (
    <Edit
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      title="resources.offers.page.edit"
      mutationOptions={{ onSuccess }}
    >
      <SimpleForm resolver={resolver} warnWhenUnsavedChanges toolbar={toolbar}>
        <OfferInputs />
      </SimpleForm>
      <HistoryCard resource="cross_sales" />
    </Edit>
  );
};
