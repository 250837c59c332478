/**
 * `npm run backup [folder]` and `npm run restore <folder>`: the gateway's backup and restore
 * (backup.ts) for the data folder and database the gateway itself uses (DATA_DIR,
 * DATABASE_URL, S3_* as for `npm start`). A backup may run while the gateway serves.
 */
import path from 'node:path';
import { configFromEnv } from '../config';
import { backup, restore, type Manifest } from './backup';

const [command, folder] = process.argv.slice(2);
const config = configFromEnv();

const summary = (m: Manifest) =>
  `${m.database.kind} database, ${m.objects.length} object(s), ` +
  `${(m.files.reduce((sum, f) => sum + f.bytes, 0) / 1024 / 1024).toFixed(1)} MB; ` +
  Object.entries(m.counts)
    .map(([table, n]) => `${n} ${table}`)
    .join(', ');

try {
  if (command === 'backup') {
    const out = path.resolve(folder ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const started = Date.now();
    const manifest = await backup(config, out);
    console.log(`Backed up into ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary(manifest)}`);
  } else if (command === 'restore' && folder) {
    const started = Date.now();
    const manifest = await restore(path.resolve(folder), config);
    const into = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
    console.log(`Restored into ${into} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary(manifest)}`);
  } else {
    console.error('Usage: npm run backup [folder] | npm run restore <folder>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
