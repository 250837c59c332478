/**
 * The domain calls' contract (gateway, tests, /openapi.json): the declared list and add
 * (domain.resource.ts) with the hand-written calls' schemas: verify (SPEC §8 mismatch),
 * remove, and SPEC §7 Public domain. SPEC §9: connecting can take 30 minutes to 1 day.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { declaredContract, schemasOf } from '../../core/declaredContract';
import { contract, type SchemaTable } from '../../core/route';
import { domainKey, domainName, required, text } from '../../core/validation';
import { domain } from './domain.resource';
import { publicDomainRoutes } from './domain.routes';

const DomainId = z.object({ domain_id: z.string().min(1).max(64) });

/** What the last check found for one record. */
const RecordCheck = z.object({
  type: z.enum(['A', 'CNAME']),
  host: z.string(),
  value: z.string(),
  found: z.array(z.string()),
  ok: z.boolean(),
});

/** The store's addresses once the public domain changed. */
const PublicDomainAnswer = answer(
  z.object({
    public_domain: z.string().nullable(),
    private_domain: z.string(),
    store_url: z.string().nullable(),
  }),
);

export const publicDomainSchemas = {
  setPublic: {
    // The domain to make public, kept as the declared name is (lower case, no root dot).
    query: z.object({ domain: text(required(), domainName()).transform((v) => domainKey(v as string)) }),
    response: PublicDomainAnswer,
    summary: 'Make a connected domain of the shop its public domain: the store URL prefers it.',
    quirk: 'SPEC §7: PUT with params (?domain=), no body.',
  },
  clearPublic: {
    query: z.object({ domain: z.string().max(253).optional() }),
    response: PublicDomainAnswer,
    summary: 'Clear the public domain: the store URL is the private domain again.',
    quirk: 'SPEC §7: DELETE with params.',
  },
} satisfies SchemaTable;

const moreSchemas = {
  verify: {
    params: DomainId,
    response: answer(
      z.object({
        domain: schemasOf(domain).record,
        /** 'mismatch': SPEC §8, the A record and CNAME were entered incorrectly. */
        result: z.enum(['connected', 'mismatch']),
        checks: z.array(RecordCheck),
      }),
    ),
    summary: 'Ours, not SPEC §7: resolve the A record and CNAME; connected when both match, else the SPEC §8 mismatch.',
  },
  remove: {
    params: DomainId,
    response: answer(z.object({ _id: z.string(), deleted: z.boolean() })),
    summary: 'Ours, not SPEC §7: remove a domain (and clear it as public domain if it was).',
  },
} satisfies SchemaTable;

const declared = declaredContract(domain);

/** Every domain call by its name: the declared ones (SPEC §7 names no domain list nor add: ours) and the others. */
export const domainContract = {
  list: declared.list,
  add: declared.create,
  ...contract({ verify: domain.routes.verify, remove: domain.routes.remove }, moreSchemas),
  ...contract(publicDomainRoutes, publicDomainSchemas),
};
