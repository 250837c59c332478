/**
 * Domain verification with node:dns: the domain's A record must hold our address and
 * www.<domain>'s CNAME our target. The resolver asks the configured servers (DNS_SERVERS,
 * tests: a dns2 server on loopback), else the system's.
 */
import { Resolver } from 'node:dns/promises';
import type { DomainSettings } from '../../config';

export const DEFAULT_DOMAIN_SETTINGS: DomainSettings = { aRecord: '203.0.113.10', cname: 'shops.storefront-host.net' };

export interface RecordSpec {
  type: 'A' | 'CNAME';
  host: string;
  value: string;
}
export interface RecordCheck extends RecordSpec {
  found: string[];
  ok: boolean;
}

/** The records a merchant enters for `name`. */
export const recordsFor = (name: string, settings: DomainSettings): RecordSpec[] => [
  { type: 'A', host: name, value: settings.aRecord },
  { type: 'CNAME', host: `www.${name}`, value: settings.cname },
];

const norm = (s: string) => s.toLowerCase().replace(/\.$/, '');

/** Resolves both records; a lookup that fails (NXDOMAIN, no data, timeout) finds nothing. */
export async function checkRecords(name: string, settings: DomainSettings): Promise<RecordCheck[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (settings.dnsServers?.length) resolver.setServers(settings.dnsServers);
  const lookup = (spec: RecordSpec) =>
    (spec.type === 'A' ? resolver.resolve4(spec.host) : resolver.resolveCname(spec.host)).catch(() => [] as string[]);
  return Promise.all(
    recordsFor(name, settings).map(async (spec) => {
      const found = (await lookup(spec)).map(norm);
      return { ...spec, found, ok: found.includes(norm(spec.value)) };
    }),
  );
}
