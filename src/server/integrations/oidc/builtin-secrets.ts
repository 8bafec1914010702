import { generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { Database } from '../../db/create-db';
import { randomSecret } from '../../lib/secrets';
import { readRecord, writeRecord } from './oidc-adapter';

export interface BuiltinSecrets {
  /** RS256 signing key (RS256 is the algorithm every OpenID relying party must support). */
  signingKey: Record<string, unknown>;
  cookieKeys: string[];
  clientSecret: string;
}

const generateRsa = promisify(generateKeyPair);

/**
 * The built-in provider's keys are made once and kept in the database, so every instance and every
 * restart signs and verifies with the same ones. The first instance to insert wins; others re-read.
 */
export async function loadBuiltinSecrets(database: Database): Promise<BuiltinSecrets> {
  const existing = await readRecord<BuiltinSecrets>(database, 'WayfarerSecrets', 'builtin');
  if (existing) return existing;
  const { privateKey } = await generateRsa('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const fresh: BuiltinSecrets = {
    signingKey: { ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomSecret()],
    clientSecret: randomSecret(),
  };
  await writeRecord(database, 'WayfarerSecrets', 'builtin', fresh, { onlyIfAbsent: true });
  return (await readRecord<BuiltinSecrets>(database, 'WayfarerSecrets', 'builtin'))!;
}
