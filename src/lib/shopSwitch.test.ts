import { describe, expect, it } from 'vitest';
import { pathAfterShopSwitch } from './shopSwitch';

describe('pathAfterShopSwitch (SPEC §2)', () => {
  it('sends an order detail to the orders list', () => expect(pathAfterShopSwitch('/orders/123')).toBe('/orders'));
  it('keeps the orders list', () => expect(pathAfterShopSwitch('/orders')).toBe('/orders'));
  it('sends an abandoned checkout to the abandoned list', () =>
    expect(pathAfterShopSwitch('/orders/abandoned/42')).toBe('/orders/abandoned'));
  it('drops an /update suffix before deciding', () => expect(pathAfterShopSwitch('/orders/9/update')).toBe('/orders'));
  it('sends any other screen to the dashboard', () => {
    expect(pathAfterShopSwitch('/products/edit/7')).toBe('/');
    expect(pathAfterShopSwitch('/setting/general')).toBe('/');
  });
  it('does not mistake a path that only starts with the letters "orders"', () =>
    expect(pathAfterShopSwitch('/orders-archive')).toBe('/'));
});
