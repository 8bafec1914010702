import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authenticator } from 'otplib';
import type { AdminRole } from '../../../../core/api/admin-auth';
import { TestBrowser } from '../../auth/testing/browser';
import { adminAccounts } from '../access/access.tables';
import { createAdminAccount } from '../access/accounts.service';
import { sealTotpSecret } from '../access/totp-secret';

export interface Operator {
  email: string;
  password: string;
  secret: string;
  browser: TestBrowser;
  code(): string;
  /** A code the server will accept now: clears the last accepted step first, as if its 30 s had passed. */
  freshCode(): Promise<string>;
}

let counter = 0;

/** An enrolled operator (account made as the CLI does, TOTP secret set) signed in through the real endpoints. */
export async function buildOperator(app: FastifyInstance, role: AdminRole, opts: { reauth?: boolean } = {}): Promise<Operator> {
  counter += 1;
  const email = `${role}${counter}.${Date.now()}@ops.example.com`;
  const password = `correct horse ${counter} battery`;
  const db = app.deps.database.db;
  const account = await createAdminAccount(db, { email, password, role });
  const secret = authenticator.generateSecret(20);
  await db
    .update(adminAccounts)
    .set({ totpSecret: sealTotpSecret(secret), totpEnabledAt: new Date() })
    .where(eq(adminAccounts.id, account.id));
  const browser = new TestBrowser(app);
  const res = await browser.request('POST', '/api/admin/auth/login', { json: { email, password, code: authenticator.generate(secret) } });
  if (res.statusCode !== 200 || res.json().data.step !== 'done') throw new Error(`operator sign-in failed: ${res.body}`);
  const code = () => authenticator.generate(secret);
  const freshCode = async () => {
    await db.update(adminAccounts).set({ totpLastStep: null }).where(eq(adminAccounts.id, account.id));
    return code();
  };
  const operator = { email, password, secret, browser, code, freshCode };
  if (opts.reauth) await reauth(operator);
  return operator;
}

export async function reauth(op: Operator) {
  const res = await op.browser.request('POST', '/api/admin/auth/reauth', { json: { password: op.password, code: await op.freshCode() } });
  if (res.statusCode !== 200) throw new Error(`reauth failed: ${res.body}`);
}
