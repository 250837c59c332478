/**
 * The one private app call that is not plain CRUD (its list and create come from the
 * declaration: core/declaredContract.ts): revoke, which keeps the app and stops its token.
 * `privateAppContract` is both, as one table (the gateway's tests call through it).
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { declaredContract, schemasOf } from '../../core/declaredContract';
import { contract } from '../../core/route';
import { privateApp, privateAppRoutes } from './privateApp.resource';

export const privateAppRevokeContract = contract(
  { revoke: privateAppRoutes.revoke },
  {
    revoke: {
      params: z.object({ id: z.string().min(1).max(64) }),
      response: answer(schemasOf(privateApp).record),
      summary: 'Revoke a private app: its token stops working at once.',
    },
  },
);

export const privateAppContract = { ...declaredContract(privateApp), ...privateAppRevokeContract };
