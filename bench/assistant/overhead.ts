// Server overhead of the model path: N concurrent streamed chats through Wayfarer (real socket, real PGlite, the
// AI SDK) against the local OpenAI-compatible stand-in, versus the same number of streamed completions sent to the
// stand-in directly. The difference is what our server adds (auth, quota, storage, tool context, re-streaming).
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../src/server/test/test-app';
import { buildPrincipal, type Principal } from '../../src/server/modules/auth/testing/principals';
import { startStandIn } from '../../src/server/modules/assistant/testing/llm-standin';

export interface Timing {
  first: number;
  total: number;
}
export const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Reads a streamed response, noting when the first content token arrives and when the stream ends. */
async function timed(start: number, res: Response, isToken: (line: string) => boolean): Promise<Timing> {
  let first = -1;
  let buf = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) {
    buf += decoder.decode(chunk as Uint8Array, { stream: true });
    const lines = buf.split('\n');
    buf = lines.pop()!;
    if (first < 0 && lines.some(isToken)) first = performance.now() - start;
  }
  return { first, total: performance.now() - start };
}

/** Sends one message as a signed-in user over HTTP and times the NDJSON answer. */
export async function chatOnce(base: string, p: Principal, conversationId: string, text: string): Promise<Timing> {
  const start = performance.now();
  const res = await fetch(`${base}/api/assistant/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${p.token}`, accept: 'application/x-ndjson', 'content-type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!res.ok) throw new Error(`send failed: ${res.status} ${await res.text()}`);
  return timed(start, res, (l) => l.includes('"type":"token"'));
}

export async function newConversation(base: string, p: Principal, itineraryId: string | null = null): Promise<string> {
  const res = await fetch(`${base}/api/assistant/conversations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ itineraryId }),
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** `databaseUrl` null → in-memory PGlite; else a fresh schema on that PostgreSQL server. */
export async function measureOverhead(concurrency: number, rounds: number, databaseUrl: string | null) {
  const llm = await startStandIn();
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'talker', RATE_LIMIT_MAX: '100000' });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const users: Principal[] = [];
    for (let i = 0; i < concurrency; i++) users.push(await buildPrincipal(t.app));
    const convs = await Promise.all(users.map((u) => newConversation(base, u)));
    const direct: Timing[] = [];
    const via: Timing[] = [];
    const directOnce = async () => {
      const start = performance.now();
      const res = await fetch(`${llm.url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'talker', stream: true, messages: [{ role: 'user', content: 'hello' }] }),
      });
      return timed(start, res, (l) => l.includes('"content"'));
    };
    // Warm both paths once (JIT, first DB pages), then alternate rounds so both see the same machine load.
    await directOnce();
    await chatOnce(base, users[0]!, convs[0]!, 'warm up');
    for (let r = 0; r < rounds; r++) {
      direct.push(...(await Promise.all(users.map(() => directOnce()))));
      via.push(...(await Promise.all(users.map((u, i) => chatOnce(base, u, convs[i]!, `what should I see today? (${r})`)))));
    }
    return { direct, via };
  } finally {
    await t.close();
    await llm.close();
  }
}
