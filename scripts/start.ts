/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources (Vite runs in
 * a child process, so its memory is not kept by the server), then runs the gateway in this
 * process (it serves dist/ compressed and cached, the API and the app-origin endpoints,
 * prints the URL and the demo login, and stops cleanly on Ctrl-C / SIGTERM).
 */
import { ROOT, ensureSpaBuilt } from './spaBuild';

// The gateway resolves DATA_DIR and STATIC_DIR against the working directory.
process.chdir(ROOT);

try {
  await ensureSpaBuilt();
} catch (error) {
  console.error('The app could not be built:', error);
  process.exit(1);
}

await import('../gateway/main');
