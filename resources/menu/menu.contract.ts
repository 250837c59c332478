/**
 * The menu calls' contract: the CRUD ones from the declaration (core/declaredContract.ts) and
 * the one that is not plain CRUD, ordering the menus (served in gateway/modules/menu).
 */
import { z } from 'zod';
import { IdsAnswer } from '../../core/answers';
import { declaredContract } from '../../core/declaredContract';
import { contract } from '../../core/route';
import { menu, menuRoutes } from './menu.resource';

export const menuPositionContract = contract(
  { position: menuRoutes.position },
  {
    position: {
      body: z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) }),
      response: IdsAnswer,
      summary: 'Order menus: the ids in their new order.',
    },
  },
);

export const menuContract = { ...declaredContract(menu), ...menuPositionContract };
