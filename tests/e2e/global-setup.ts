/**
 * The e2e gateways serve the built SPA: build it once here if it is missing or stale
 * (`npm test` has just built it, so this is a no-op there).
 */
import { ensureSpaBuilt } from '../../scripts/spaBuild';

export default async function globalSetup() {
  // The gateways under test serve the SPA on their own origin, so it must call that origin.
  delete process.env.VITE_GATEWAY_URL;
  await ensureSpaBuilt((line) => console.log(`[e2e] ${line}`));
}
