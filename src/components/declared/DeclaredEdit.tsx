/**
 * A declared resource's edit screen: the record at `edit/{id}`, saved with the version it was
 * read at (a stale save answers 409 and keeps what was typed), deleted after SPEC §8's
 * confirmation; back to the list either way.
 */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import type { Declared } from '../../../core/resource';
import { declaredResolvers } from './declaredSchemas';
import { DeclaredInputs } from './DeclaredInputs';

export const DeclaredEdit = ({ declared }: { declared: Declared }) => {
  const list = declared.screens.list;
  return (
    <Edit mutationMode="pessimistic" redirect={list}>
      <SimpleForm
        resolver={declaredResolvers(declared).update}
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
            <DeleteButton
              mutationMode="pessimistic"
              confirmContent="app.message.delete_confirm"
              successMessage="app.message.delete_success"
              redirect={list}
              sx={{ ml: 'auto' }}
            />
          </Toolbar>
        }
      >
        <DeclaredInputs declared={declared} />
      </SimpleForm>
    </Edit>
  );
};
