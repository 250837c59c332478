/**
 * `npx tsx tests/perf/gatewayRatio.bench.ts`: the gateway's product list and get-by-id,
 * requests per second beside the same SQL run directly, and the ratio (targets ≥ 0.50 and
 * ≥ 0.25), by the clock and by CPU time. DATABASE_URL=postgres://… for PostgreSQL, or
 * `bash scripts/with-postgres.sh npx tsx tests/perf/gatewayRatio.bench.ts`. Prints figures; asserts nothing.
 */
import { gatewayRatios } from './gatewayRatio';

const r = await gatewayRatios({
  products: Number(process.env.PRODUCTS ?? 2000),
  requests: Number(process.env.BENCH_REQUESTS ?? 500),
});
console.log(`${r.kind}: request/s one at a time over keep-alive HTTP (by the clock; by CPU time in brackets)`);
console.log('call             gateway   direct SQL   ratio   (CPU: gateway   direct   ratio)');
for (const [name, v] of [
  ['product list', r.list],
  ['product by id', r.get],
] as const) {
  console.log(
    `${name.padEnd(15)} ${v.gateway.toFixed(0).padStart(8)} ${v.direct.toFixed(0).padStart(12)} ${v.ratio.toFixed(2).padStart(7)}` +
      `   (${v.cpu.gateway.toFixed(0).padStart(12)} ${v.cpu.direct.toFixed(0).padStart(8)} ${v.cpu.ratio.toFixed(2).padStart(7)})`,
  );
}
console.log(`\n${r.kind}: request/s served, the HTTP client in a worker thread (8 keep-alive connections)`);
console.log('call             gateway   direct SQL   ratio');
for (const [name, v] of [
  ['product list', r.list],
  ['product by id', r.get],
] as const) {
  console.log(
    `${name.padEnd(15)} ${v.served.gateway.toFixed(0).padStart(8)} ${v.served.direct.toFixed(0).padStart(12)} ${v.served.ratio.toFixed(2).padStart(7)}`,
  );
}
