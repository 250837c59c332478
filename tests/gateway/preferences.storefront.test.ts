/**
 * Preferences on the storefront (issue 31 items 3 and 4): tag ids are kept once however often
 * they are saved, and every marketing preference has its effect there: Google Analytics and
 * the Google Ads conversion (one gtag.js, each id once), the Pinterest tag, and the e-mail
 * marketing key (Klaviyo's onsite script).
 */
import { describe, expect, it } from 'vitest';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway } from './harness';
import { merchantWithShop, storefront } from './theme.fixtures';

const gw = useGateway();
const count = (text: string, part: string) => text.split(part).length - 1;

describe('preferences on the storefront', () => {
  it('keeps each tag id once, however often it is saved, and prints its tag once', async () => {
    const m = await merchantWithShop(gw, 'Maple and Co', 'en');
    const body = {
      google_analytics_ids: ['G-ABC123', 'G-ABC123', ' G-ABC123 '],
      pinterest_ids: ['2612345', '2612345'],
    };
    for (let i = 0; i < 3; i++) await gw.ok(shopRoutes.update, { token: m.token, params: { id: m.shopId }, body });
    const shop = (await gw.ok(shopRoutes.get, { token: m.token, params: { id: m.shopId } })).data;
    expect([shop.google_analytics_ids, shop.pinterest_ids]).toEqual([['G-ABC123'], ['2612345']]);
    const home = (await storefront(gw, m.host, '/')).body;
    expect(count(home, "gtag('config','G-ABC123')")).toBe(1);
    expect(count(home, 'gtag/js?id=')).toBe(1);
    expect(count(home, "pintrk('load','2612345')")).toBe(1);
  });

  it('puts the Google Ads conversion, the Pinterest tag and the e-mail marketing key on the storefront', async () => {
    const m = await merchantWithShop(gw, 'Maple and Co', 'en');
    await gw.ok(shopRoutes.update, {
      token: m.token,
      params: { id: m.shopId },
      body: { google_ads_conversion: 'AW-98765/AbC-dEf', pinterest_ids: ['2612345'], klaviyo_api_key: 'Xy12Ab' },
    });
    const home = (await storefront(gw, m.host, '/')).body;
    expect(home).toContain('gtag/js?id=AW-98765');
    expect(home).toContain("gtag('config','AW-98765')");
    expect(home).toContain("pintrk('load','2612345')");
    expect(home).toContain('static.klaviyo.com/onsite/js/klaviyo.js?company_id=Xy12Ab');
  });

  it('prints nothing for ids that are not ids', async () => {
    const m = await merchantWithShop(gw, 'Maple and Co', 'en');
    await gw.ok(shopRoutes.update, {
      token: m.token,
      params: { id: m.shopId },
      body: { google_ads_conversion: "AW-1');alert(1)//", klaviyo_api_key: '<script>' },
    });
    const home = (await storefront(gw, m.host, '/')).body;
    expect(home).not.toContain('alert(1)');
    expect(home).not.toContain('klaviyo');
  });
});
