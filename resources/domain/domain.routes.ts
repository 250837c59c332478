/**
 * SPEC §7 Public domain (PUT and DELETE with params) and our own domain calls: SPEC §7
 * names no call for the domain list, adding, verifying or removing, so these are ours.
 */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
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

const DomainId = z.object({ domain_id: z.string().min(1).max(64) });

export const domainRoutes = defineRoutes('domain', {
  setPublic: {
    method: 'PUT',
    path: '/shop/api/{shop}/public-domain',
    query: PublicDomainQuery,
    response: PublicDomainAnswer,
    bodyKind: 'none',
    summary: 'Make a connected domain of the shop its public domain: the store URL prefers it.',
    quirk: 'SPEC §7: PUT with params (?domain=), no body.',
  },
  clearPublic: {
    method: 'DELETE',
    path: '/shop/api/{shop}/public-domain',
    query: PublicDomainClearQuery,
    response: PublicDomainAnswer,
    bodyKind: 'none',
    summary: 'Clear the public domain: the store URL is the private domain again.',
    quirk: 'SPEC §7: DELETE with params.',
  },
  list: {
    method: 'GET',
    path: '/shop/api/{shop}/domains',
    response: DomainListAnswer,
    summary: "Ours, not SPEC §7 (which names no domain list call): the shop's domains with the DNS records to enter.",
  },
  add: {
    method: 'POST',
    path: '/shop/api/{shop}/domains',
    body: DomainBody,
    response: DomainAnswer,
    status: 201,
    summary: "Ours, not SPEC §7: add a domain; an invalid name is 'Tên miền không hợp lệ'.",
  },
  verify: {
    method: 'POST',
    path: '/shop/api/{shop}/domains/{domain_id}/verify',
    params: DomainId,
    response: DomainVerifyAnswer,
    bodyKind: 'none',
    summary: 'Ours, not SPEC §7: resolve the A record and CNAME; connected when both match, else the SPEC §8 mismatch.',
  },
  remove: {
    method: 'DELETE',
    path: '/shop/api/{shop}/domains/{domain_id}',
    params: DomainId,
    response: DomainRemoveAnswer,
    bodyKind: 'none',
    summary: 'Ours, not SPEC §7: remove a domain (and clear it as public domain if it was).',
  },
});
