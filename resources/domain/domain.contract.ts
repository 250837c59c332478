/**
 * The domain calls' contract (gateway, tests, /openapi.json): the declared list and add
 * (domain.resource.ts) with the hand-written calls' schemas: verify, remove, public domain.
 */
import { z } from 'zod';
import { declaredContract } from '../../core/declaredContract';
import { contract, type SchemaTable } from '../../core/route';
import { domain } from './domain.resource';
import { publicDomainRoutes } from './domain.routes';
import {
  DomainRemoveAnswer,
  DomainVerifyAnswer,
  PublicDomainAnswer,
  PublicDomainClearQuery,
  PublicDomainQuery,
} from './domain.schema';

const DomainId = z.object({ domain_id: z.string().min(1).max(64) });

export const publicDomainSchemas = {
  setPublic: {
    query: PublicDomainQuery,
    response: PublicDomainAnswer,
    summary: 'Make a connected domain of the shop its public domain: the store URL prefers it.',
    quirk: 'SPEC §7: PUT with params (?domain=), no body.',
  },
  clearPublic: {
    query: PublicDomainClearQuery,
    response: PublicDomainAnswer,
    summary: 'Clear the public domain: the store URL is the private domain again.',
    quirk: 'SPEC §7: DELETE with params.',
  },
} satisfies SchemaTable;

const moreSchemas = {
  verify: {
    params: DomainId,
    response: DomainVerifyAnswer,
    summary: 'Ours, not SPEC §7: resolve the A record and CNAME; connected when both match, else the SPEC §8 mismatch.',
  },
  remove: {
    params: DomainId,
    response: DomainRemoveAnswer,
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
