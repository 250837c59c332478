/**
 * Live hint under the shop name: whether the name (and so the store address derived from
 * it) is still free. Asked at most once per pause in typing; an older answer never
 * overwrites a newer one.
 */
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { GatewayDataProvider } from '../../../dataProvider/buildDataProvider';
import { shopRoutes } from '../../../resources/shop/shop.routes';

export const NAME_CHECK_DELAY_MS = 400;

type Check = { state: 'idle' | 'checking' } | { state: 'done'; available: boolean; handle: string };

export const ShopNameHint = ({ unchangedName }: { unchangedName?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const name = String(useWatch({ name: 'name' }) ?? '').trim();
  const [check, setCheck] = useState<Check>({ state: 'idle' });

  useEffect(() => {
    if (!name || name.length >= 70 || name === unchangedName) {
      setCheck({ state: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setCheck({ state: 'checking' });
    const timer = setTimeout(() => {
      dataProvider
        .call(shopRoutes.checkName, { query: { name }, signal: controller.signal })
        .then(({ data }) => setCheck({ state: 'done', available: data.available, handle: data.handle }))
        .catch(() => controller.signal.aborted || setCheck({ state: 'idle' }));
    }, NAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [name, unchangedName, dataProvider]);

  if (check.state === 'idle') return null;
  if (check.state !== 'done') return <span role="status">{translate('app.shop_form.name_checking')}</span>;
  return (
    <span role="status" style={{ color: check.available ? undefined : '#b26a00' }}>
      {check.available
        ? translate('app.shop_form.name_available', { handle: check.handle })
        : translate('app.shop_form.name_taken')}
    </span>
  );
};
