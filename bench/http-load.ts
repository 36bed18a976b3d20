import { Worker } from 'node:worker_threads';

/**
 * Clients in a thread of their own: `concurrency` keep-alive connections send `bodies` (as POST
 * JSON, one per request, in turn) to `url`, and the latency of each request comes back. The
 * server under test then has its event loop to itself, as with clients on other machines.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, token, bodies, total, concurrency } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
function post(body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', authorization: 'Bearer ' + token } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(url + ': ' + res.statusCode))));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
(async () => {
  const latencies = [];
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const i = next++;
      const t = performance.now();
      await post(bodies[i % bodies.length]);
      latencies.push(performance.now() - t);
    }
  }));
  agent.destroy();
  parentPort.postMessage(latencies);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

export function loadFromWorker(options: {
  url: string;
  token: string;
  bodies: string[];
  total: number;
  concurrency: number;
}): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
    worker.once('message', (message: number[] | { error: string }) => {
      void worker.terminate();
      if (Array.isArray(message)) resolve(message);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}
