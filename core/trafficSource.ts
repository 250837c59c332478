/**
 * SPEC §9 traffic source of an order: its referring site as a known network
 * (app.traffic.* key), 'anonymous' when there is none, otherwise the bare host.
 */

export type TrafficSourceLabel = { key: string } | { host: string };

type Network = 'pinterest' | 'google' | 'facebook' | 'twitter';

/** Host is exactly this domain or one of its subdomains ('reddit.com' is not 't.co'). */
const isDomain = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** Name fragments match anywhere in the host (google.com.vn, l.facebook.com). */
const NETWORKS: { network: Network; names: string[]; domains: string[] }[] = [
  { network: 'pinterest', names: ['pinterest'], domains: ['pin.it'] },
  { network: 'google', names: ['google'], domains: [] },
  { network: 'facebook', names: ['facebook'], domains: ['fb.com', 'fb.me'] },
  { network: 'twitter', names: ['twitter'], domains: ['t.co', 'x.com'] },
];

/** Lower-case host without 'www.', for URLs with or without a scheme; undefined if none. */
export function referrerHost(referringSite: string): string | undefined {
  const text = referringSite.trim();
  if (!text) return undefined;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `http://${text.replace(/^\/\//, '')}`;
  let host: string;
  try {
    host = new URL(withScheme).hostname;
  } catch {
    host = text.replace(/^[a-z][a-z\d+.-]*:\/\//i, '').split(/[/?#:]/)[0];
  }
  host = host.toLowerCase().replace(/^www\./, '');
  return host || undefined;
}

export function trafficSourceLabel(referringSite?: string | null): TrafficSourceLabel {
  const host = referrerHost(referringSite ?? '');
  if (!host) return { key: 'app.traffic.anonymous' };
  const known = NETWORKS.find(
    ({ names, domains }) => names.some((n) => host.includes(n)) || domains.some((d) => isDomain(host, d)),
  );
  return known ? { key: `app.traffic.${known.network}` } : { host };
}
