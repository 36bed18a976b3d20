import { Worker } from 'node:worker_threads';

/** One request of a round: `body` is JSON text, sent with POST (or PATCH); GET has none. */
export interface LoadRequest {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: string;
}

/**
 * Clients in a thread of their own: `concurrency` clients on keep-alive connections each send
 * rounds (the requests of a round side by side, as a page asks for its data when it opens), the
 * rounds taken in turn from `rounds`, `total` rounds in all; the latency of each round (its last
 * answer) comes back. The server under test then has its event loop to itself, as with clients
 * on other machines.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { token, rounds, total, concurrency, connections, intervalMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
function send({ method, url, body }) {
  return new Promise((resolve, reject) => {
    const headers = { authorization: 'Bearer ' + token };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(method + ' ' + url + ': ' + res.statusCode))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  const latencies = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async (_, client) => {
    // Paced clients start spread over one interval and send a round every intervalMs (at once
    // when the last one took longer); unpaced ones send the next round as soon as one is answered.
    let due = performance.now() + (intervalMs ? (client * intervalMs) / concurrency : 0);
    while (next < total) {
      const i = next++;
      if (intervalMs) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        due = Math.max(due + intervalMs, performance.now());
      }
      const t = performance.now();
      await Promise.all(rounds[i % rounds.length].map(send));
      latencies.push(performance.now() - t);
    }
  }));
  agent.destroy();
  parentPort.postMessage(latencies);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Rounds of requests from a worker thread (above); the latency of each round in ms. */
export function roundsFromWorker(options: {
  token: string;
  rounds: LoadRequest[][];
  total: number;
  concurrency: number;
  /** Each client sends a round this often (a person's pace); without it, back to back. */
  intervalMs?: number;
}): Promise<number[]> {
  const widest = Math.max(...options.rounds.map((r) => r.length));
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { ...options, connections: options.concurrency * widest },
    });
    worker.once('message', (message: number[] | { error: string }) => {
      void worker.terminate();
      if (Array.isArray(message)) resolve(message);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

/** `concurrency` clients POSTing `bodies` (JSON text, in turn) to `url`; the latency of each request. */
export function loadFromWorker(options: {
  url: string;
  token: string;
  bodies: string[];
  total: number;
  concurrency: number;
  intervalMs?: number;
}): Promise<number[]> {
  const { url, bodies, ...rest } = options;
  return roundsFromWorker({ ...rest, rounds: bodies.map((body) => [{ method: 'POST', url, body }]) });
}
