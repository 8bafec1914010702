// An open-loop load at a fixed rate, for latency at a stated load (decision 037). autocannon's `overallRate` lets
// each connection send its share back to back at the start of every second, so at "200/s" over 50 connections
// the server sees a burst of 200 requests each second and the latency measured is that of the burst. Here request
// i is due at start + i / rate, whatever happened to the ones before it, and its latency counts from when it was
// due (not from when a connection was free): the queueing a slow server causes is in the figure, as in wrk2.
import http from 'node:http';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions<C> {
  port: number;
  connections: number;
  rate: number;
  seconds: number;
  /** Resolves the next request's context (a pooled itinerary, say); it may wait for one to come back. */
  checkout: () => Promise<C> | C;
  request: (context: C) => OpenLoopRequest;
  onResponse: (context: C, status: number, body: string, headers: http.IncomingHttpHeaders) => void;
}

export interface OpenLoopResult {
  p50: number;
  p99: number;
  max: number;
  total: number;
  /** Answers other than 2xx, and requests that failed on the socket. */
  errors: number;
  rps: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function openLoop<C>(o: OpenLoopOptions<C>): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const latencies: number[] = [];
  let errors = 0;
  const send = async (due: number) => {
    const context = await o.checkout();
    const req = o.request(context);
    await new Promise<void>((resolve) => {
      const done = (status: number, body: string, headers: http.IncomingHttpHeaders) => {
        latencies.push(performance.now() - due);
        if (status < 200 || status >= 300) errors++;
        o.onResponse(context, status, body, headers);
        resolve();
      };
      const r = http.request(
        { agent, host: '127.0.0.1', port: o.port, method: req.method, path: req.path, headers: req.headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => done(res.statusCode ?? 0, body, res.headers));
        },
      );
      r.on('error', () => done(0, '', {}));
      r.end(req.body);
    });
  };
  const start = performance.now();
  const count = Math.round(o.rate * o.seconds);
  const inFlight: Array<Promise<void>> = [];
  let next = 0;
  // Every millisecond, send whatever has fallen due: the schedule never waits for answers.
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (next < count && start + (next * 1000) / o.rate <= now) inFlight.push(send(start + (next++ * 1000) / o.rate));
      if (next < count) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    total: sorted.length,
    errors,
    rps: Math.round(sorted.length / elapsed),
  };
}
