import { hash, verify } from '@node-rs/argon2';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { randomBytes } from 'node:crypto';

/** argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

let dummy: Promise<string> | null = null;
/** Spends the same time as a real check when the e-mail is unknown, so timing does not tell who has an account. */
export async function burnPasswordCheck(password: string): Promise<void> {
  await verifyPassword(await (dummy ??= hashPassword('not-an-account-password')), password);
}

// One 30-second step either side tolerates clock drift between server and phone.
authenticator.options = { window: 1 };

export const newTotpSecret = () => authenticator.generateSecret(20);
export const TOTP_STEP_SECONDS = 30;

/** The time step a code belongs to (within the window), or null when it matches none. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = authenticator.checkDelta(code, secret);
  return delta === null ? null : Math.floor(now / 1000 / TOTP_STEP_SECONDS) + delta;
}

export async function totpEnrolment(email: string, secret: string) {
  const otpauthUrl = authenticator.keyuri(email, 'Wayfarer admin', secret);
  return { secret, otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }) };
}

const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** `abcde-12345`: 50 bits from an alphabet without look-alike characters. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
