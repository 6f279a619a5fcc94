// A client in a thread of its own, for tests that measure the service's event loop from outside it: what
// it does with answers (reading, parsing) never runs on the loop being measured.
import { parentPort, workerData } from 'node:worker_threads';

const { base } = workerData;

async function call({ method, path, key, body, headers: extra }) {
  const headers = { ...(extra ?? {}), ...(key ? { 'X-Api-Key': key } : {}) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
}

let polling = false;
const latencies = [];

parentPort.on('message', async (message) => {
  if (message.type === 'poll') {
    polling = true;
    while (polling) {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/health`);
      await res.arrayBuffer();
      latencies.push({ ms: performance.now() - started, status: res.status });
      await new Promise((resolve) => setTimeout(resolve, message.everyMs));
    }
    parentPort.postMessage({ type: 'polled', latencies: latencies.splice(0) });
  } else if (message.type === 'stop') {
    polling = false;
  } else if (message.type === 'requests') {
    const send = (request) => call(request).catch((error) => ({ status: 0, body: String(error) }));
    const results = [];
    if (message.oneAtATime) for (const request of message.requests) results.push(await send(request));
    else results.push(...(await Promise.all(message.requests.map(send))));
    parentPort.postMessage({ type: 'results', results });
  }
});
