// @vitest-environment jsdom
/**
 * The app theme gives react-admin's delete buttons their defaults (src/theme.ts): a delete
 * asks "This can't be undone" first, waits for the gateway, then says it is done. Without
 * the theme, react-admin's own default deletes at once with an undo. It also names the
 * DataTable's row checkbox on its input (react-admin puts the label on MUI's wrapper span).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  AdminContext,
  DataTable,
  DeleteButton,
  ListContextProvider,
  Notification,
  RecordContextProvider,
  ResourceContextProvider,
  useList,
  type DataProvider,
} from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildI18nProvider } from '../i18n/i18nProvider';
import { theme } from './theme';

const i18nProvider = buildI18nProvider([]);

function renderDelete(withTheme: boolean) {
  const dataProvider = {
    delete: vi.fn(async () => ({ data: { id: 'p1' } })),
  } as unknown as DataProvider & { delete: ReturnType<typeof vi.fn> };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} {...(withTheme ? { theme } : {})}>
      <ResourceContextProvider value="products">
        <RecordContextProvider value={{ id: 'p1' }}>
          <DeleteButton redirect={false} />
        </RecordContextProvider>
      </ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
  return dataProvider;
}

describe('delete buttons with the app theme', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('ask "This can\'t be undone", delete once confirmed and say it is done', async () => {
    const dataProvider = renderDelete(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain("This can't be undone");
    expect(dataProvider.delete).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(dataProvider.delete).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Delete successfully')).toBeTruthy();
  });

  it("are react-admin's undoable delete without it (what the defaults replace)", async () => {
    renderDelete(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('give the bulk delete the same defaults', () => {
    expect(theme.components?.RaBulkDeleteButton?.defaultProps).toEqual(theme.components?.RaDeleteButton?.defaultProps);
  });
});

function Rows() {
  const list = useList({ data: [{ id: 'p1', title: 'Shirt' }] });
  return (
    <ListContextProvider value={list}>
      <DataTable>
        <DataTable.Col source="title" />
      </DataTable>
    </ListContextProvider>
  );
}

function renderRows(withTheme: boolean) {
  render(
    <AdminContext i18nProvider={i18nProvider} {...(withTheme ? { theme } : {})}>
      <ResourceContextProvider value="products">
        <Rows />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe("the DataTable's checkboxes with the app theme", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('name the row checkbox itself, not its wrapper, and keep the header\'s "select all"', async () => {
    renderRows(true);
    const row = await screen.findByRole('checkbox', { name: 'Select this row' });
    expect(row.tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
    // A name on a span with no role (the sort buttons are spans with role="button").
    expect(document.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);
  });

  it("leave the label on the wrapper without it (react-admin's own, what the default fixes)", async () => {
    renderRows(false);
    await screen.findByText('Shirt');
    expect(document.querySelector('span[aria-label="Select this row"]:not([role])')).not.toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Select this row' })).toBeNull();
  });
});
