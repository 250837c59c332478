/**
 * A declared resource's edit screen: the record at `edit/{id}`, saved with the version it was
 * read at (a stale save answers 409 and keeps what was typed), deleted after SPEC §8's
 * confirmation (with the resource's own notice, `resources.<name>.deleted`, where it has one);
 * back to the list either way, unless the declaration keeps the form open after a save.
 */
import { DeleteButton, Edit, SaveButton, SimpleForm, Toolbar, useRedirect } from 'react-admin';
import { HistoryCard } from '../history/HistoryCard';
import { useUndoSave } from '../history/useUndoSave';
import type { DeclaredFormProps } from './DeclaredCreate';
import { declaredResolvers } from './declaredSchemas';
import { DeclaredInputs } from './DeclaredInputs';
import { useDeclaredStrings } from './useDeclaredStrings';

export const DeclaredEdit = ({ declared, inputs, form: Form }: DeclaredFormProps) => {
  const list = declared.screens.list;
  const { has, key } = useDeclaredStrings(declared);
  // A resource without a delete call (`api.delete: 'none'`) offers none.
  const deletes = 'delete' in declared.crud || 'deleteMany' in declared.crud;
  const redirect = useRedirect();
  // Issue 27: the toast offers Undo; then back to the list, unless the declaration keeps the form open.
  const onSuccess = useUndoSave(declared.storage.table, {
    after: () => (declared.redirect?.edit === false ? undefined : redirect(list)),
  });
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <SimpleForm
        resolver={declaredResolvers(declared).update}
        warnWhenUnsavedChanges
        toolbar={
          <Toolbar>
            <SaveButton />
            {deletes ? (
              <DeleteButton
                mutationMode="pessimistic"
                confirmContent="app.message.delete_confirm"
                successMessage={has('deleted') ? key('deleted') : 'app.message.delete_success'}
                redirect={list}
                sx={{ ml: 'auto' }}
              />
            ) : null}
          </Toolbar>
        }
      >
        {Form ? (
          <Form declared={declared} create={false} />
        ) : (
          <DeclaredInputs declared={declared} inputs={inputs} call="update" />
        )}
      </SimpleForm>
      {/* Issue 27: every declared resource's edit screen shows its record's history. */}
      <HistoryCard resource={declared.storage.table} />
    </Edit>
  );
};
