/**
 * Runs the real gateway (`gateway/main.ts`, as `npm start` does) in a child process on a
 * free port with a temporary DATA_DIR: a fresh SQLite file, the demo seed, the built SPA.
 * Used by the e2e worker fixture and by the perf benchmark.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../../scripts/spaBuild';
import { LISTENING_LINE } from '../../../gateway/config';

export interface RunningGateway {
  url: string;
  port: number;
  dataDir: string;
  /** What the process printed so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface GatewayOptions {
  /** Built SPA to serve; dist/ by default. */
  staticDir?: string;
  env?: NodeJS.ProcessEnv;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The gateway exited with ${child.exitCode}:\n${output()}`);
    // Only once this child says it listens: before that, whatever else holds the port answers.
    if (!output().includes(LISTENING_LINE)) {
      await sleep(100);
      continue;
    }
    try {
      const answer = await fetch(`${url}/healthz`);
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`The gateway did not answer ${url}/healthz within ${limitMs / 1000} s:\n${output()}`);
}

/**
 * The port is found free here and taken by the child a moment later; another process can take
 * it in between (EADDRINUSE, seen once in a full e2e run). The child then exits at once, and a
 * new free port is tried, up to START_ATTEMPTS times.
 */
const START_ATTEMPTS = 3;

export async function startGateway(options: GatewayOptions = {}): Promise<RunningGateway> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options, await freePort());
    } catch (error) {
      if (attempt >= START_ATTEMPTS || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(options: GatewayOptions, port: number): Promise<RunningGateway> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-gateway-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: options.staticDir ?? path.join(ROOT, 'dist'),
    SEED: '1',
    CHECK_RESPONSES: '1',
    // Cheaper hashing keeps sign-up and sign-in quick on two cores; the format is the same.
    SCRYPT_LOG_N: '14',
    // Every spec signs up and in from 127.0.0.1; the rate limits have their own gateway tests.
    RATE_LIMITS: '0',
    ...options.env,
  };
  // A database URL from the environment must not leak into a test meant for a fresh SQLite file.
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  delete env.SQLITE_FILE;

  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => printed;

  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output, 60_000);
  } catch (error) {
    await stop();
    throw /EADDRINUSE/.test(output()) ? new PortTakenError(`Port ${port} was taken: ${String(error)}`) : error;
  }
  return { url, port, dataDir, output, stop };
}
