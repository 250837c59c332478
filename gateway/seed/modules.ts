/**
 * Runs every module's demo seed (gateway/lib/module.ts `seed`) for the two shops the demo
 * seed created, never for a shop the merchant made since.
 */
import type { Db } from '../db';
import { modules } from '../modules';
import { DEMO_EMAIL } from './demo';

export async function seedModules(db: Db, publicBaseUrl: string): Promise<void> {
  const user = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (!user) return;
  const shops = await db
    .selectFrom('shops')
    .selectAll()
    .where('owner_id', '=', user.id)
    .where('deleted', '=', 0)
    .where('handle', 'in', ['maple-co', 'gom-su-bat-trang'])
    .orderBy('created_at')
    .execute();
  for (const module of modules) {
    if (module.seed) await module.seed({ db, shops, publicBaseUrl });
  }
}
