import type { Kysely } from 'kysely';

/**
 * What a migration is given: the database as it was when the migration was written, not
 * today's `Database` type (a later migration may have renamed or dropped what it uses).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration's database has no type of its own
export type MigrationDb = Kysely<any>;
