/** The blacklist's one call that is not its get or save (those come from the declaration): the SPEC §7 delete. */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { contract } from '../../core/route';
import { blacklistRoutes } from './blacklist.resource';

export const blacklistClearContract = contract(
  { clear: blacklistRoutes.clear },
  {
    clear: {
      response: answer(z.object({ keywords: z.array(z.string()) })),
      summary: 'Delete the blacklist.',
      quirk:
        'SPEC §7 Blacklist: the delete action calls DELETE on /product-2/api/{shop}/bulk-update with no body. This looks odd but is what is called.',
    },
  },
);
