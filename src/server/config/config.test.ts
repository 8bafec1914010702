import { describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 5000, NODE_ENV: 'development', PGLITE_DIR: './data/db', publicUrl: 'http://localhost:5000' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset (a copied .env.example works as it is)', () => {
    const c = loadConfig({ DATABASE_URL: '', REDIS_URL: '', OIDC_ISSUER: '', PUBLIC_URL: '' });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.publicUrl).toBe('http://localhost:5000');
  });

  it('treats an empty value as unset for every setting, numbers with a minimum included', () => {
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '' })).not.toThrow();
    const empty = Object.fromEntries(Object.keys(ConfigSchema.shape).map((k) => [k, '']));
    expect(loadConfig(empty)).toEqual(loadConfig({}));
    expect(loadConfig({ PORT: '', PLANNER_WORKER_MEMORY_MB: '', BILLING_GRACE_DAYS: '' })).toMatchObject({
      PORT: 5000,
      PLANNER_WORKER_MEMORY_MB: 512,
      BILLING_GRACE_DAYS: 7,
    });
  });

  it('lists every problem at once in readable form', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.split(':')[0])).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'LOG_LEVEL']));
    expect(error!.message).toMatch(/^Invalid configuration:\n {2}- /);
  });

  it('requires the OIDC trio together and a session secret in production', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://accounts.google.com' })).toThrow(/go together/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/32 characters/);
  });
});
