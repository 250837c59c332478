import { describe, expect, it } from 'vitest';
import { referrerHost, trafficSourceLabel } from './trafficSource';

describe('traffic source label (SPEC §9)', () => {
  it.each([
    ['anonymous when there is no referring site', undefined, { key: 'app.traffic.anonymous' }],
    ['anonymous for null', null, { key: 'app.traffic.anonymous' }],
    ['anonymous for an empty string', '', { key: 'app.traffic.anonymous' }],
    ['anonymous for blanks', '   ', { key: 'app.traffic.anonymous' }],
    ['Pinterest', 'https://www.pinterest.com/pin/123', { key: 'app.traffic.pinterest' }],
    ['Pinterest short links', 'https://pin.it/abc', { key: 'app.traffic.pinterest' }],
    ['Google', 'https://www.google.com/', { key: 'app.traffic.google' }],
    ['Google country sites', 'https://www.google.com.vn/search?q=ao', { key: 'app.traffic.google' }],
    ['Facebook', 'https://www.facebook.com/shop', { key: 'app.traffic.facebook' }],
    ['Facebook mobile', 'https://m.facebook.com/', { key: 'app.traffic.facebook' }],
    ['Facebook link shim', 'https://l.facebook.com/l.php?u=x', { key: 'app.traffic.facebook' }],
    ['Facebook short domain fb.com', 'http://fb.com/page', { key: 'app.traffic.facebook' }],
    ['Twitter', 'https://twitter.com/someone', { key: 'app.traffic.twitter' }],
    ['Twitter short links t.co', 'https://t.co/AbC', { key: 'app.traffic.twitter' }],
    ['Twitter as x.com', 'https://x.com/someone', { key: 'app.traffic.twitter' }],
    ['a known network without a scheme', 'facebook.com/groups/1', { key: 'app.traffic.facebook' }],
    ['a known network regardless of case', 'HTTPS://WWW.GOOGLE.COM', { key: 'app.traffic.google' }],
  ])('%s', (_name, input, expected) => {
    expect(trafficSourceLabel(input)).toEqual(expected);
  });

  it.each([
    ['the host of any other site', 'https://shop.example.com/blog?p=1', 'shop.example.com'],
    ['the host without www.', 'https://www.example.org/', 'example.org'],
    ['the host of a site given without a scheme', 'www.bing.com/search?q=x', 'bing.com'],
    ['the host without the port', 'http://localhost:3000/x', 'localhost'],
    ['reddit, which only contains "t.co" by accident', 'https://www.reddit.com/r/shops', 'reddit.com'],
    ['dropbox, which only contains "x.com" by accident', 'https://dropbox.com/s/1', 'dropbox.com'],
    ['a site merely ending in "fb.com"', 'https://myfb.com', 'myfb.com'],
  ])('shows %s', (_name, input, host) => {
    expect(trafficSourceLabel(input)).toEqual({ host });
  });

  it('reads protocol-relative referrers', () => {
    expect(referrerHost('//www.example.com/a')).toBe('example.com');
  });
});
