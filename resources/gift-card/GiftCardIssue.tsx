/** The issue dialog of /setting/gift-cards: the fields a create sends (initial value, expiry day, customer, note). */
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import { CreateBase, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { isInput } from '../../core/fields';
import { DeclaredInput } from '../../src/components/declared/DeclaredInput';
import { declaredDefaults } from '../../src/components/declared/declaredDefaults';
import { declaredResolvers } from '../../src/components/declared/declaredSchemas';
import type { giftCard, GiftCard } from './giftCard.resource';

/**
 * Layout of the dialog's inputs (what the declared input leaves to the form). No min attribute:
 * the declared rule's SPEC §5 message speaks, not the browser's bubble (issue 31 item 11).
 */
const LAYOUT: Record<string, Record<string, unknown>> = { initial_value: { fullWidth: true } };

export const GiftCardIssue = ({
  declared,
  open,
  onClose,
}: {
  declared: typeof giftCard;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (card: GiftCard) => {
    notify('resources.gift_cards.issued', { type: 'success', messageArgs: { code: card.code } });
    onClose();
    redirect(declared.screens.edit({ id: card.id }));
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="gift-card-issue-title">
      <DialogTitle id="gift-card-issue-title">{translate('resources.gift_cards.issue')}</DialogTitle>
      <DialogContent>
        <CreateBase mutationOptions={{ onSuccess }}>
          <SimpleForm resolver={declaredResolvers(declared).create} defaultValues={declaredDefaults(declared)}>
            {Object.entries(declared.fields)
              .filter(([, field]) => isInput(field, 'create'))
              .map(([source, field]) => (
                <DeclaredInput key={source} source={source} field={field} {...LAYOUT[source]} />
              ))}
          </SimpleForm>
        </CreateBase>
      </DialogContent>
    </Dialog>
  );
};
