import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../../config/config';

/**
 * TOTP secrets are encrypted at rest with AES-256-GCM (decision 016). The key is ADMIN_TOTP_KEY when set, else
 * derived (HKDF-SHA256) from SESSION_SECRET, which production requires; a development machine without either
 * uses a fixed development key. Stored form: `enc1:<iv>:<tag>:<ciphertext>` (base64url).
 */
const PREFIX = 'enc1:';
let key: Buffer = deriveKey(undefined, undefined);

function deriveKey(explicit: string | undefined, sessionSecret: string | undefined): Buffer {
  if (explicit) return createHash('sha256').update(explicit).digest();
  const ikm = sessionSecret ?? 'wayfarer development only: set SESSION_SECRET or ADMIN_TOTP_KEY';
  return Buffer.from(hkdfSync('sha256', ikm, 'wayfarer-admin', 'totp-secret-v1', 32));
}

/** Called once when the admin module starts. */
export function configureTotpKey(config: Pick<Config, 'ADMIN_TOTP_KEY' | 'SESSION_SECRET'>) {
  key = deriveKey(config.ADMIN_TOTP_KEY, config.SESSION_SECRET);
}

export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join(':');
}

/** The plain secret, or null when it cannot be opened (another key). Rows from before encryption are plain base32. */
export function openTotpSecret(stored: string): string | null {
  if (!stored.startsWith(PREFIX)) return /^[A-Z2-7]+=*$/.test(stored) ? stored : null;
  try {
    const [iv, tag, data] = stored
      .slice(PREFIX.length)
      .split(':')
      .map((p) => Buffer.from(p, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', key, iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
