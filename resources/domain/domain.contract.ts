/** The domain calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  DomainAnswer,
  DomainBody,
  DomainListAnswer,
  DomainRemoveAnswer,
  DomainVerifyAnswer,
  PublicDomainAnswer,
  PublicDomainClearQuery,
  PublicDomainQuery,
} from './domain.schema';
import { domainRoutes } from './domain.routes';

const DomainId = z.object({ domain_id: z.string().min(1).max(64) });

export const domainSchemas = {
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
  list: {
    response: DomainListAnswer,
    summary: "Ours, not SPEC §7 (which names no domain list call): the shop's domains with the DNS records to enter.",
  },
  add: {
    body: DomainBody,
    response: DomainAnswer,
    status: 201,
    summary: "Ours, not SPEC §7: add a domain; an invalid name is 'Tên miền không hợp lệ'.",
  },
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

export const domainContract = contract(domainRoutes, domainSchemas);
