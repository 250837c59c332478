/** The private app area's calls (the product's own; SPEC §7 has none for it). */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  PrivateAppAnswer,
  PrivateAppBody,
  PrivateAppCreatedAnswer,
  PrivateAppListAnswer,
  PrivateAppListQuery,
} from './privateApp.schema';

const base = '/app/api/{shop}/private-apps';

export const privateAppRoutes = defineRoutes('privateApp', {
  list: {
    method: 'GET',
    path: base,
    query: PrivateAppListQuery,
    response: PrivateAppListAnswer,
    summary: "The shop's private apps (revoked ones too).",
  },
  create: {
    method: 'POST',
    path: base,
    body: PrivateAppBody,
    response: PrivateAppCreatedAnswer,
    status: 201,
    summary: 'Create a private app; the answer carries its access token, the only time it is sent.',
  },
  revoke: {
    method: 'DELETE',
    path: `${base}/{id}`,
    params: z.object({ id: z.string().min(1).max(64) }),
    bodyKind: 'none',
    response: PrivateAppAnswer,
    summary: 'Revoke a private app: its token stops working at once.',
  },
});
