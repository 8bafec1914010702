import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat-completions server for tests: real HTTP, real SSE stream with `tool_calls` deltas
 * (and, for a request without `stream`, one JSON completion naming a Porto trip: /generate's free-text reading).
 * Behaviour by model name: "tool-caller" asks for `propose_edit` (remove the item named after "remove") on the first
 * turn and answers in text after the tool result; "talker" streams a text answer (a word every 10 ms, no tool: the
 * assistant bench's overhead measure); "broken" answers 500; "slow" never answers; "summariser" answers one sentence
 * quoting the first "Total" row's first number and one with an invented figure ("summariser-exact": only the first);
 * "comparer" answers a line per destination quoting its mid-range daily cost exactly as the comparison's table writes
 * it, then a sentence without numbers.
 */
export interface StandIn {
  url: string;
  requests: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

type Msg = { role: string; content?: string | null };
const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
  id: 'c1',
  object: 'chat.completion.chunk',
  created: 0,
  model: 'm',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

const USAGE = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };

export async function startStandIn(): Promise<StandIn> {
  const requests: Array<Record<string, unknown>> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = JSON.parse(body || '{}') as { model: string; messages: Msg[]; stream?: boolean };
      requests.push(json);
      if (json.model === 'slow') return; // never answers: the client must time out
      if (json.model === 'broken') {
        res
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
        return;
      }
      if (!json.stream) {
        // /generate's free-text reading (planning/model-read.ts): one JSON completion naming a trip.
        const trip = { cities: ['Porto'], startDate: '2030-10-02', days: 3, adults: 2, pace: 'relaxed', note: 'ignore the rest' };
        const message = { role: 'assistant', content: `Here it is: ${JSON.stringify(trip)}` };
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'c2',
            object: 'chat.completion',
            created: 0,
            model: json.model,
            choices: [{ index: 0, message, finish_reason: 'stop' }],
            usage: USAGE,
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (x: unknown) => res.write(`data: ${JSON.stringify(x)}\n\n`);
      const last = json.messages[json.messages.length - 1]!;
      if (json.model === 'talker') {
        // A model that streams: a word every 10 ms, then usage and the end of the stream.
        const words = ['Start ', 'early ', 'at ', 'the ', 'castle, ', 'then ', 'walk ', 'downhill.'];
        const next = (i: number) => {
          if (i < words.length) {
            send(chunk({ content: words[i] }));
            setTimeout(() => next(i + 1), 10);
            return;
          }
          send(chunk({}, 'stop'));
          send({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'm', choices: [], usage: USAGE });
          res.end('data: [DONE]\n\n');
        };
        return next(0);
      }
      if (json.model === 'comparer') {
        const head = /^Travel style \| (.+)$/m.exec(String(last.content))?.[1]?.split(' | ') ?? [];
        const mid = /^mid \| (.+)$/m.exec(String(last.content))?.[1]?.split(' | ') ?? [];
        const parts = head.map((name, i) => `- A mid-range day in ${name} costs about ${mid[i]} per person.\n`);
        for (const part of [...parts, 'Pick by the weather you like.']) send(chunk({ content: part }));
        send(chunk({}, 'stop'));
      } else if (json.model === 'summariser' || json.model === 'summariser-exact') {
        const total = /^Total \|[ |]*([\d.]+)/m.exec(String(last.content))?.[1] ?? '0';
        const invented = json.model === 'summariser' ? ['You save 987654 euros.'] : [];
        for (const part of [`Sights take ${total} hours `, 'in all. ', ...invented]) send(chunk({ content: part }));
        send(chunk({}, 'stop'));
      } else if (last.role === 'tool') {
        for (const word of ['I ', 'prepared ', 'the ', 'change. ', 'Review ', 'and ', 'apply ', 'it.']) send(chunk({ content: word }));
        send(chunk({}, 'stop'));
      } else {
        const user = [...json.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
        const item = /remove (.+)$/i.exec(String(user))?.[1] ?? 'nothing';
        const args = JSON.stringify({ action: 'remove', item });
        send(
          chunk({
            role: 'assistant',
            tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'propose_edit', arguments: '' } }],
          }),
        );
        for (let i = 0; i < args.length; i += 12)
          send(chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(i, i + 12) } }] }));
        send(chunk({}, 'tool_calls'));
      }
      send({
        id: 'c1',
        object: 'chat.completion.chunk',
        created: 0,
        model: 'm',
        choices: [],
        usage: USAGE,
      });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
