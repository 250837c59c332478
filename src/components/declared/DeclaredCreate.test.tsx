// @vitest-environment jsdom
/** A generated form with a bespoke body (declaredResource's `form`): the body is given the declaration, in place of the declared inputs. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../../core/fields';
import { declareResource, type Declared } from '../../../core/resource';
import { DeclaredCreate } from './DeclaredCreate';

const note = declareResource({
  name: 'notes',
  table: 'note',
  path: '/online-store/notes',
  api: { base: '/note/api/{shop}', id: 'note_id', listKey: 'notes', delete: 'many' },
  fields: { title: text({ rules: { required: true } }) },
  storage: { table: 'notes', since: '20261127' },
  list: { sort: { field: 'updated_at', order: 'DESC' }, perPage: 20 },
  menu: false,
  strings: { en: {}, vi: {} },
});

const Body = ({ declared, create }: { declared: Declared; create: boolean }) => (
  <p>{`${declared.name} ${create ? 'create' : 'edit'} body`}</p>
);

afterEach(cleanup);

describe('DeclaredCreate', () => {
  it('lays out the bespoke body in place of the declared inputs', async () => {
    render(
      <AdminContext>
        <ResourceContextProvider value="notes">
          <DeclaredCreate declared={note} form={Body} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('notes create body')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the declared inputs without one', async () => {
    render(
      <AdminContext>
        <ResourceContextProvider value="notes">
          <DeclaredCreate declared={note} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole('textbox')).toBeTruthy();
  });
});
