import { describe, expect, it } from 'vitest';
import { storeUrl } from './storeUrl';

describe('store URL (SPEC §3)', () => {
  it('prefers the public domain over the private one', () => {
    expect(storeUrl({ public_domain: 'myshop.com', private_domain: 'myshop.platform.io' })).toBe('https://myshop.com');
  });

  it('uses the private domain when there is no public one', () => {
    expect(storeUrl({ public_domain: null, private_domain: 'myshop.platform.io' })).toBe('https://myshop.platform.io');
    expect(storeUrl({ private_domain: 'myshop.platform.io' })).toBe('https://myshop.platform.io');
  });

  it('treats a blank public domain as missing', () => {
    expect(storeUrl({ public_domain: '  ', private_domain: 'myshop.platform.io' })).toBe('https://myshop.platform.io');
  });

  it('is null when the shop has no domain', () => {
    expect(storeUrl({})).toBeNull();
    expect(storeUrl({ public_domain: '', private_domain: null })).toBeNull();
  });

  it('keeps a scheme the domain already has', () => {
    expect(storeUrl({ public_domain: 'http://legacy.shop.com' })).toBe('http://legacy.shop.com');
    expect(storeUrl({ public_domain: 'HTTPS://Shop.com/' })).toBe('HTTPS://Shop.com/');
  });

  it('uses the given protocol, written with or without the colon', () => {
    expect(storeUrl({ private_domain: 'localhost:3000' }, 'http')).toBe('http://localhost:3000');
    expect(storeUrl({ private_domain: 'shop.test' }, 'http:')).toBe('http://shop.test');
    expect(storeUrl({ private_domain: 'shop.test' }, 'http://')).toBe('http://shop.test');
  });

  it('trims spaces around the domain', () => {
    expect(storeUrl({ public_domain: ' myshop.com ' })).toBe('https://myshop.com');
  });
});
