import { z } from 'zod';

/**
 * Environment parsed once at start (STYLE: env parsed once; a bad value stops the process with a
 * list of what is wrong). Every variable is documented in .env.example; all have embedded defaults
 * so `npm start` runs with none set.
 */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
const optionalString = z.preprocess(emptyAsUndefined, z.string().min(1).optional());

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalString.describe(
    'Interface to listen on; default 127.0.0.1 while the built-in sign-in is not explicitly allowed, else 0.0.0.0',
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  PUBLIC_URL: optionalUrl.describe('External origin, e.g. https://wayfarer.example; default http://localhost:PORT'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PGLITE_DIR: z.string().default('./data/db'),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  SESSION_SECRET: optionalString,
  TRUST_PROXY: z.preprocess(emptyAsUndefined, bool.optional()).default(false),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  BUILTIN_OIDC_ENABLED: z.preprocess(emptyAsUndefined, bool.optional()),
  LLM_PROVIDER: z
    .preprocess(emptyAsUndefined, z.enum(['openai-compatible', 'google', 'anthropic']).default('openai-compatible'))
    .describe('Which AI SDK provider LLM_MODEL is served by'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000).describe('Per answer of the model, retries included'),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2).describe('Retries of a failed model call, with exponential backoff'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: optionalUrl.describe('Send Stripe API requests here instead of api.stripe.com (stripe-mock or a test stand-in)'),
  STRIPE_TAX: z.preprocess(emptyAsUndefined, bool.optional()).describe('Let Stripe Tax compute the tax at Stripe Checkout'),
  BILLING_VAT_RATE_BP: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(2000)
    .describe('VAT in basis points added to net prices (sandbox)'),
  BILLING_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(7).describe('Days before a renewal to log the reminder e-mail'),
  BILLING_GRACE_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60)
    .default(7)
    .describe('Days a past-due subscription keeps its plan while payment is retried'),
  BILLING_JOBS_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60_000)
    .describe('How often the billing jobs run (0 = never, for tests)'),
  PLANNER_WORKERS: z
    .preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(16).optional())
    .describe('Planner worker threads (decision 019); 0 = plan on the request thread; default 1 on two cores, else 2'),
  PLANNER_WORKER_MEMORY_MB: z.coerce.number().int().min(16).max(8192).default(512).describe('Heap cap of each planner worker'),
  PLANNER_WORKER_NICE: z.coerce
    .number()
    .int()
    .min(0)
    .max(19)
    .default(10)
    .describe('Priority of planner workers below the request thread (Linux; 0 = the same)'),
  PLANNER_WORKER_IDLE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300_000)
    .describe('Planner workers start on first use and stop after this long idle (decision 024); 0 = start with the server, never stop'),
  GENERATIONS_PER_USER: z.coerce.number().int().min(1).max(50).default(2).describe('Trip generations one user may run at once'),
  PLANNER_QUEUE: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, 'lower-case letters, digits and dashes')
    .default('wayfarer-generation')
    .describe('BullMQ queue of generation jobs (with REDIS_URL); instances sharing it take each other’s jobs'),
  MAP_STYLE_URL: optionalUrl,
  /** Creates the first admin account at start while none exists (issue 13); there is no default account. */
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  /** Encrypts operators' TOTP secrets at rest (AES-256-GCM); derived from SESSION_SECRET when unset. */
  ADMIN_TOTP_KEY: optionalString,
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; listenHost: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * An empty value is no value, for every setting: `PORT=` in a copied .env.example means "the default", never "0"
 * or a failed minimum. So empty strings are dropped before validation.
 */
const withoutEmpty = (env: Record<string, string | undefined>) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const c = parsed.data;
  const problems: string[] = [];
  const oidc = [c.OIDC_ISSUER, c.OIDC_CLIENT_ID, c.OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (oidc !== 0 && oidc !== 3) problems.push('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none');
  if (c.NODE_ENV === 'production' && !c.SESSION_SECRET) problems.push('SESSION_SECRET: required when NODE_ENV=production');
  if (c.SESSION_SECRET && c.SESSION_SECRET.length < 32) problems.push('SESSION_SECRET: use at least 32 characters');
  if (c.ADMIN_TOTP_KEY && c.ADMIN_TOTP_KEY.length < 32) problems.push('ADMIN_TOTP_KEY: use at least 32 characters');
  // The built-in sign-in hands out any account whose e-mail is typed: fine on one's own machine, not on a network.
  const builtinImplicit = !c.OIDC_ISSUER && c.BUILTIN_OIDC_ENABLED === undefined;
  if (builtinImplicit && c.HOST && !LOOPBACK_HOSTS.has(c.HOST)) {
    problems.push(
      `HOST=${c.HOST} would let other machines use the built-in sign-in, where anyone can sign in as any account by typing its e-mail. ` +
        'Set BUILTIN_OIDC_ENABLED=true to allow that explicitly, configure OIDC_ISSUER, or leave HOST unset (127.0.0.1).',
    );
  }
  if (problems.length) throw new ConfigError(problems);
  const listenHost = c.HOST ?? (builtinImplicit ? '127.0.0.1' : '0.0.0.0');
  return { ...c, listenHost, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}

/** Config for tests: in-memory-ish defaults, quiet logs, overridable. */
export function testConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    ...overrides,
  });
}
