/**
 * The one page call that is not plain CRUD (its CRUD contract comes from the declaration:
 * core/declaredContract.ts): every tag the shop's pages use.
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { contract } from '../../core/route';
import { pageRoutes } from './page.resource';

export const pageTagsContract = contract(
  { tags: pageRoutes.tags },
  {
    tags: {
      response: answer(z.object({ tags: z.array(z.string()) })),
      summary: "Every tag the shop's pages use, A-Z.",
    },
  },
);
