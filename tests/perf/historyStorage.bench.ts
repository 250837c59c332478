/**
 * `npx tsx tests/perf/historyStorage.bench.ts`: the storage cost of history (issue 27) for the
 * demo data after UPDATES updates (default 10,000) made through the real gateway over HTTP
 * (historyStorage.ts). On PostgreSQL: `bash scripts/with-postgres.sh npx tsx tests/perf/historyStorage.bench.ts`.
 * Prints the versions kept, the bytes of record_versions (table + indexes), per version, the
 * kept JSON alone beside what keeping only each version's changed fields would take, and the
 * whole database before and after. Asserts nothing.
 */
import { historyStorage, mb, perVersionOnDisk } from './historyStorage';

const r = await historyStorage({ updates: Number(process.env.UPDATES ?? 10_000) });
const bytes = (n: number) => `${Math.round(n).toLocaleString('en-US')} B`;
const { kept } = r;

for (const error of r.errors) console.error(error);
console.log(
  `\nHistory storage (${r.kind}): ${r.updates.toLocaleString('en-US')} updates over HTTP in ${r.seconds.toFixed(0)} s (${r.failed} failed)`,
);
for (const k of r.kinds) console.log(`  ${k.name}: ${k.count} updates over ${k.records} records`);
console.log(
  `versions kept: ${r.after.versions.rows.toLocaleString('en-US')} (${r.before.versions.rows} before the updates)`,
);
console.log(`record_versions: ${mb(r.before.versions.bytes)} before, ${mb(r.after.versions.bytes)} after`);
for (const [name, size] of Object.entries(r.after.versions.parts)) console.log(`  ${name}: ${mb(size)}`);
console.log(
  `per version: ${bytes(perVersionOnDisk(r))} on disk (table + indexes); its JSON state ${bytes(kept.stateBytes / kept.versions)} (the whole record)`,
);
console.log(
  `  if a version kept only the fields changed (a record's first version whole): ${bytes(kept.diffBytes / kept.versions)} of JSON`,
);
for (const [resource, k] of Object.entries(kept.byResource))
  console.log(
    `  ${resource}: ${k.versions} versions, ${bytes(k.stateBytes / k.versions)} whole, ${bytes(k.diffBytes / k.versions)} as changed fields`,
  );
console.log(`whole database: ${mb(r.before.database)} before, ${mb(r.after.database)} after`);
