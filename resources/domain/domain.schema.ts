/**
 * Domain, SPEC §3: name, status, date, provider, auto renew, connected, and the A record
 * and CNAME values to enter at the DNS provider. SPEC §5: a valid domain name, else
 * 'Tên miền không hợp lệ'. SPEC §9: connecting can take 30 minutes to 1 day.
 */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';
import { isBlank, text, type Rule } from '../../core/validation';

export const DOMAIN_STATUSES = ['pending', 'connected'] as const;

/** Labels of letters, digits and inner hyphens (1-63), at least two, a TLD of letters; 253 at most. */
const LABEL = /^(?!-)[a-z\d-]{1,63}(?<!-)$/;
export function isDomainName(value: string): boolean {
  const name = value.trim().toLowerCase().replace(/\.$/, '');
  if (!name || name.length > 253) return false;
  const labels = name.split('.');
  return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /^[a-z]{2,63}$/.test(labels[labels.length - 1]);
}

export const domainName = (): Rule => (v) =>
  isBlank(v)
    ? { message: 'app.validation.required' }
    : !isDomainName(String(v))
      ? { message: 'app.validation.domain_invalid' }
      : undefined;

export const DomainBody = z.object({
  name: text(domainName()).transform((v) => (v as string).toLowerCase().replace(/\.$/, '')),
  provider: z.string().trim().max(100).nullish(),
  auto_renew: z.boolean().default(false),
});

/** A DNS record the merchant enters at their provider. */
const DnsRecord = z.object({ type: z.enum(['A', 'CNAME']), host: z.string(), value: z.string() });

export const Domain = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  status: z.enum(DOMAIN_STATUSES),
  provider: z.string().nullable(),
  auto_renew: z.boolean(),
  connected: z.boolean(),
  /** Whether it is the shop's public domain (the store URL). */
  is_public: z.boolean(),
  records: z.array(DnsRecord),
  verified_at: z.string().nullable(),
  created_at: isoDate(),
});
export type Domain = z.infer<typeof Domain>;

/** What the last check found for one record. */
const RecordCheck = DnsRecord.extend({ found: z.array(z.string()), ok: z.boolean() });

export const DomainAnswer = answer(Domain);
export const DomainListAnswer = answer(z.object({ domains: z.array(Domain), total: z.number().int().min(0) }));
export const DomainVerifyAnswer = answer(
  z.object({
    domain: Domain,
    /** 'mismatch': SPEC §8, the A record and CNAME were entered incorrectly. */
    result: z.enum(['connected', 'mismatch']),
    checks: z.array(RecordCheck),
  }),
);
export const DomainRemoveAnswer = answer(z.object({ _id: z.string(), deleted: z.boolean() }));

/** PUT/DELETE .../public-domain with params: the domain to make public (PUT). */
export const PublicDomainQuery = z.object({ domain: text(domainName()).transform((v) => (v as string).toLowerCase()) });
export const PublicDomainClearQuery = z.object({ domain: z.string().max(253).optional() });
export const PublicDomainAnswer = answer(
  z.object({
    public_domain: z.string().nullable(),
    private_domain: z.string(),
    store_url: z.string().nullable(),
  }),
);
