import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, loadConfig } from './config';

function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = line.match(/^([A-Z_][A-Z0-9_]*)=([^#]*)/);
    if (m) env[m[1]!] = m[2]!.trim();
  }
  return env;
}

describe('.env.example', () => {
  const env = parseEnvFile(readFileSync('.env.example', 'utf8'));

  it('documents every configuration variable', () => {
    expect(Object.keys(env).sort()).toEqual(Object.keys(ConfigSchema.shape).sort());
  });

  it('works as it is', () => {
    expect(() => loadConfig(env)).not.toThrow();
  });
});
