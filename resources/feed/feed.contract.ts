/** The feed calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { FeedAnswer, FeedDeletedAnswer } from './feed.schema';
import { feedRoutes } from './feed.routes';

export const feedSchemas = {
  get: {
    response: FeedAnswer,
    summary: "The shop's product feed: URL, item count, last generation.",
  },
  delete: {
    response: FeedDeletedAnswer,
    summary: 'Delete the product feed.',
  },
} satisfies SchemaTable;

export const feedContract = contract(feedRoutes, feedSchemas);
