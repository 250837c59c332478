// @vitest-environment jsdom
/** A declared cell with no value shows nothing, or what a bespoke table gives it (`empty`). */
import { cleanup, render } from '@testing-library/react';
import { AdminContext, RecordContextProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { text } from '../../../core/fields';
import { DeclaredCell } from './DeclaredCell';

afterEach(cleanup);

const cell = (record: Record<string, unknown>, empty?: string) => {
  const { getByTestId, unmount } = render(
    <AdminContext>
      <ResourceContextProvider value="hosts">
        <RecordContextProvider value={{ id: 'h1', ...record }}>
          <span data-testid="cell">
            <DeclaredCell source="provider" field={text()} {...(empty === undefined ? {} : { empty })} />
          </span>
        </RecordContextProvider>
      </ResourceContextProvider>
    </AdminContext>,
  );
  const shown = getByTestId('cell').textContent;
  unmount();
  return shown;
};

describe('DeclaredCell', () => {
  it('shows nothing for no value by default, and `empty` where given', () => {
    expect(cell({ provider: null })).toBe('');
    expect(cell({ provider: null }, '—')).toBe('—');
    expect(cell({}, '—')).toBe('—');
  });

  it('shows the value where there is one, whatever `empty` says', () => {
    expect(cell({ provider: 'Namecheap' }, '—')).toBe('Namecheap');
  });
});
