/**
 * What the domain calls answer beyond the declared record (domain.resource.ts): a verification's
 * checks (SPEC §8 mismatch), a removal, and SPEC §7 Public domain's params and answer.
 * SPEC §9: connecting can take 30 minutes to 1 day.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { schemasOf } from '../../core/declaredContract';
import type { DeclaredRecord } from '../../core/resource';
import { domainKey, domainName, required, text } from '../../core/validation';
import { domain } from './domain.resource';

export type Domain = DeclaredRecord<typeof domain> & { _id: string };
export const { record: DomainRecord, body: DomainBody } = schemasOf(domain);

/** What the last check found for one record. */
const RecordCheck = z.object({
  type: z.enum(['A', 'CNAME']),
  host: z.string(),
  value: z.string(),
  found: z.array(z.string()),
  ok: z.boolean(),
});

export const DomainVerifyAnswer = answer(
  z.object({
    domain: DomainRecord,
    /** 'mismatch': SPEC §8, the A record and CNAME were entered incorrectly. */
    result: z.enum(['connected', 'mismatch']),
    checks: z.array(RecordCheck),
  }),
);
export const DomainRemoveAnswer = answer(z.object({ _id: z.string(), deleted: z.boolean() }));

/** PUT/DELETE .../public-domain with params: the domain to make public (PUT). */
export const PublicDomainQuery = z.object({
  domain: text(required(), domainName()).transform((v) => domainKey(v as string)),
});
export const PublicDomainClearQuery = z.object({ domain: z.string().max(253).optional() });
export const PublicDomainAnswer = answer(
  z.object({
    public_domain: z.string().nullable(),
    private_domain: z.string(),
    store_url: z.string().nullable(),
  }),
);
