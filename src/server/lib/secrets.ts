import { createHash, randomBytes } from 'node:crypto';

/** A URL-safe random secret (256 bits by default) for cookies, tokens and ids that must not be guessed. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A short random public id with a type prefix, e.g. `usr_3kT9...` (not a secret; 120 bits). */
export function randomId(prefix: string): string {
  return `${prefix}_${randomBytes(15).toString('base64url')}`;
}

/**
 * Secrets are stored as SHA-256 hashes: they are 256-bit random values, so a fast unsalted hash is
 * enough (no dictionary to attack) and lets us look them up by index.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
