import { stdSerializers } from 'pino';

/**
 * Logs keep what helps debugging and drop what identifies people (issue 15): a failed query's parameters
 * (e-mails, message text, token hashes), the database's `detail` line (it repeats the offending value), request
 * bodies, and e-mail addresses anywhere in a message.
 */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'email',
  '*.email',
  'err.params',
  'err.parameters',
  'err.detail',
  'err.cause.params',
  'err.cause.parameters',
  'err.cause.detail',
];

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;

/** Drizzle puts the parameters into the message too ("Failed query: …\nparams: …"): cut them off. */
export function scrubText(text: string): string {
  const cut = text.indexOf('\nparams:');
  return (cut >= 0 ? `${text.slice(0, cut)}\nparams: [redacted]` : text).replace(EMAIL, '[email]');
}

type Serialized = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

function scrub(err: Serialized, depth = 0): Serialized {
  const out: Serialized = { ...err };
  for (const k of ['params', 'parameters', 'detail', 'where', 'internalQuery']) if (k in out) out[k] = '[redacted]';
  if (typeof out.message === 'string') out.message = scrubText(out.message);
  if (typeof out.stack === 'string') out.stack = scrubText(out.stack);
  if (out.cause && typeof out.cause === 'object' && depth < 5) out.cause = scrub(out.cause as Serialized, depth + 1);
  return out;
}

/** pino's error serializer, then the scrubbing above (also applied to the `cause` chain). */
export function safeErrSerializer(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  return scrub(stdSerializers.err(err) as unknown as Serialized) as ReturnType<typeof stdSerializers.err> & Serialized;
}

const CLIENT_GONE = /^premature close$/i;
/** A stream that ended because the client went away (end-of-stream's "premature close", Node's ERR_STREAM_PREMATURE_CLOSE). */
const clientGone = (x: unknown) =>
  x instanceof Error && ((x as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' || CLIENT_GONE.test(x.message));

/**
 * pino's logMethod hook: a response stream the client closed early (a stopped answer, a left page) is logged at
 * debug, not as an error. @fastify/compress logs any failed pipe with log.error, this one included.
 */
export function demoteClientGone(
  this: { debug: (...args: unknown[]) => void },
  args: unknown[],
  method: (...args: unknown[]) => void,
  level: number,
) {
  const first = args[0];
  const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
  if (level >= 50 && clientGone(err)) return this.debug(...args);
  return method.apply(this, args);
}
