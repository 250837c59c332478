/**
 * A cheap HTTP client for the benchmarks: a child process of its own that writes one GET (or a POST with a JSON body),
 * made once as bytes, on each of N keep-alive connections and reads back only the status
 * line and Content-Length of each answer. Why: on a 2-core machine a Node `http` client
 * costs about as much CPU per call as the gateway's answer, so a flood sent with it measures
 * the client as much as the server; and a worker thread shares the gateway's process (its V8
 * platform threads, its scheduling). This one stands for a remote client: its CPU per call
 * is small, and it is not the gateway's process. Asserts nothing.
 */
import { spawn } from 'node:child_process';

export interface FloodResult {
  /** Answers by status ("200", "429", …; "error": connections that failed). */
  statuses: Record<string, number>;
  ms: number;
  /** With `timings`: each answer's time from its request's write to its last byte, in ms. */
  times?: number[];
}

export interface FloodOptions {
  /** http://host:port/path?query */
  url: string;
  authorization: string;
  connections: number;
  /** Calls a second over all connections; 0: each connection sends its next call when an answer arrives. */
  rate: number;
  /** Stops by itself after this many ms; otherwise at stop(). */
  ms?: number;
  /** Records each answer's latency (FloodResult.times). */
  timings?: boolean;
  /** A JSON body, sent as a POST (the analysis call); a GET without it. */
  body?: string;
}

const CLIENT = `
const net = require('node:net');
const { url, authorization, connections, rate, ms, timings, body } = JSON.parse(process.argv[1]);
const { hostname, port, pathname, search } = new URL(url);
const requestHead = (body === undefined ? 'GET ' : 'POST ') + pathname + search + ' HTTP/1.1\\r\\nHost: ' + hostname + '\\r\\nAuthorization: ' + authorization + '\\r\\n';
const request = body === undefined
  ? Buffer.from(requestHead + '\\r\\n', 'latin1')
  : Buffer.concat([Buffer.from(requestHead + 'Content-Type: application/json\\r\\nContent-Length: ' + Buffer.byteLength(body) + '\\r\\n\\r\\n', 'latin1'), Buffer.from(body)]);
const statuses = {};
const times = [];
let stop = false;
const gap = rate ? (1000 * connections) / rate : 0;
const started = Date.now();
if (ms) setTimeout(() => { stop = true; }, ms);
process.on('message', () => { stop = true; });
const one = () => new Promise((resolve) => {
  const socket = net.connect(Number(port), hostname);
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let sentAt = 0;
  let sentNs = 0n;
  const send = () => {
    if (stop) { socket.end(); return resolve(); }
    const left = sentAt + gap - Date.now();
    if (gap && left > 0) return void setTimeout(send, left);
    sentAt = Date.now();
    if (timings) sentNs = process.hrtime.bigint();
    socket.write(request);
  };
  socket.on('connect', send);
  socket.on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
  socket.on('close', resolve);
  socket.on('data', (data) => {
    buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
    for (;;) {
      const end = buffer.indexOf('\\r\\n\\r\\n');
      if (end < 0) return;
      const head = buffer.toString('latin1', 0, end);
      const length = Number(/content-length: *(\\d+)/i.exec(head)?.[1] ?? 0);
      if (buffer.length < end + 4 + length) return;
      if (timings) times.push(Number(process.hrtime.bigint() - sentNs) / 1e6);
      const status = head.slice(9, 12);
      statuses[status] = (statuses[status] || 0) + 1;
      buffer = buffer.subarray(end + 4 + length);
      send();
    }
  });
});
Promise.all(Array.from({ length: connections }, one)).then(() => {
  process.send({ statuses, ms: Date.now() - started, ...(timings ? { times } : {}) }, () => process.exit(0));
});
`;

/** Starts the client; stop() (or its `ms`) ends it and answers what it got. */
export function rawFlood(options: FloodOptions): { stop: () => Promise<FloodResult>; done: Promise<FloodResult> } {
  const child = spawn(process.execPath, ['-e', CLIENT, JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const done = new Promise<FloodResult>((resolve, reject) => {
    child.once('message', (result) => resolve(result as FloodResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`flood client exited with ${code}`)));
  });
  return {
    done,
    stop: () => {
      if (child.connected) child.send('stop');
      return done;
    },
  };
}

/** Calls a second answered 200 by `connections` connections back to back for `ms`; throws on any other answer. */
export async function servedPerSecond(
  url: string,
  authorization: string,
  ms: number,
  connections = 8,
): Promise<number> {
  const { statuses, ms: took } = await rawFlood({ url, authorization, connections, rate: 0, ms }).done;
  const failed = Object.entries(statuses).filter(([status]) => status !== '200');
  if (failed.length) throw new Error(`answers other than 200 from ${url}: ${JSON.stringify(statuses)}`);
  return (statuses['200'] ?? 0) / (took / 1000);
}
