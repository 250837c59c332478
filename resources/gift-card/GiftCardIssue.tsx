/** The issue dialog of /setting/gift-cards: initial value, optional expiry day, customer and note. */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  AutocompleteInput,
  CreateBase,
  NumberInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { zodResolver } from '../../src/lib/zodResolver';
import { giftCardScreens } from './giftCard.resource';
import { GiftCardBody, type GiftCard } from './giftCard.schema';

export const GiftCardIssue = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (card: GiftCard) => {
    notify('resources.gift_cards.issued', { type: 'success', messageArgs: { code: card.code } });
    onClose();
    redirect(giftCardScreens.show({ id: card.id }));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="gift-card-issue-title">
      <DialogTitle id="gift-card-issue-title">{translate('resources.gift_cards.issue')}</DialogTitle>
      <DialogContent>
        <CreateBase mutationOptions={{ onSuccess }}>
          <SimpleForm resolver={zodResolver(GiftCardBody)} defaultValues={{ initial_value: '' }}>
            <NumberInput source="initial_value" min={0} fullWidth />
            <TextInput source="expires_at" type="date" fullWidth InputLabelProps={{ shrink: true }} />
            <ReferenceInput source="customer_id" reference="customers" perPage={25}>
              <AutocompleteInput optionText="email" fullWidth />
            </ReferenceInput>
            <TextInput source="note" multiline fullWidth />
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
};
