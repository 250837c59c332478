// @vitest-environment jsdom
/** A field with a bespoke input (a menu's item tree) gets that input in the declared form; the others their own. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, Form, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { rows, text } from '../../../core/fields';
import { declareResource } from '../../../core/resource';
import { DeclaredInputs } from './DeclaredInputs';

afterEach(cleanup);

const shelf = declareResource({
  name: 'shelves',
  table: 'shelf',
  path: '/shelves',
  api: { base: '/shelf/api/{shop}', id: 'shelf_id', listKey: 'shelves', delete: 'many' },
  fields: { title: text({ rules: { required: true } }), items: rows({ name: text() }) },
  storage: { table: 'shelves', since: '20261127' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 20 },
  menu: false,
  strings: { en: {}, vi: {} },
});

const Tree = ({ source }: { source: string }) => <p>bespoke {source}</p>;

describe('DeclaredInputs with bespoke inputs', () => {
  it("renders the bespoke input in its field's place, given its source", () => {
    render(
      <AdminContext>
        <ResourceContextProvider value="shelves">
          <Form record={{ id: 's1', title: 'Top', items: [] }}>
            <DeclaredInputs declared={shelf} inputs={{ items: Tree }} />
          </Form>
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(screen.getByText('bespoke items')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /title/ })).toBeTruthy();
  });
});
