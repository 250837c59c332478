/** The private app calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  PrivateAppAnswer,
  PrivateAppBody,
  PrivateAppCreatedAnswer,
  PrivateAppListAnswer,
  PrivateAppListQuery,
} from './privateApp.schema';
import { privateAppRoutes } from './privateApp.routes';

export const privateAppSchemas = {
  list: {
    query: PrivateAppListQuery,
    response: PrivateAppListAnswer,
    summary: "The shop's private apps (revoked ones too).",
  },
  create: {
    body: PrivateAppBody,
    response: PrivateAppCreatedAnswer,
    status: 201,
    summary: 'Create a private app; the answer carries its access token, the only time it is sent.',
  },
  revoke: {
    params: z.object({ id: z.string().min(1).max(64) }),
    response: PrivateAppAnswer,
    summary: 'Revoke a private app: its token stops working at once.',
  },
} satisfies SchemaTable;

export const privateAppContract = contract(privateAppRoutes, privateAppSchemas);
