// @vitest-environment jsdom
/**
 * A settings form's declared extra actions: beside Save, in the form and given the record and
 * the declaration; a tags field's count under its input.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider, testDataProvider, useRecordContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { tags } from '../../../core/fields';
import { declareSettings, type DeclaredSettings as Settings } from '../../../core/settings';
import { setCurrentShopId } from '../../lib/currentShop';
import { DeclaredSettings } from './DeclaredSettings';

afterEach(cleanup);

const words = declareSettings({
  name: 'words',
  table: 'words',
  path: '/setting/words',
  api: { base: '/words/api/{shop}', versioned: false },
  fields: { keywords: tags({ count: 'count' }) },
  storage: { table: 'words', since: '20261127' },
  menu: false,
  strings: { en: {}, vi: {} },
});

const Count = ({ declared }: { declared: Settings }) => {
  const record = useRecordContext<{ keywords: string[] }>();
  return (
    <button type="button">
      {declared.name}: {record?.keywords.length}
    </button>
  );
};

const i18nProvider = {
  translate: (key: string, options?: { smart_count?: number }) =>
    key === 'count' ? `${options?.smart_count} words` : key,
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
};

describe('DeclaredSettings', () => {
  it('shows the declared actions beside Save, with the shop’s record, and the tags counted', async () => {
    setCurrentShopId('s1');
    const dataProvider = testDataProvider({
      getOne: () => Promise.resolve({ data: { id: 's1', keywords: ['a', 'b'] } as never }),
    });
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="words">
          <DeclaredSettings declared={words} actions={Count} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    expect(await screen.findByRole('button', { name: 'words: 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /save/i })).toBeTruthy();
    expect(screen.getByText('2 words')).toBeTruthy();
  });
});
