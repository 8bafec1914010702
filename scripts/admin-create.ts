#!/usr/bin/env -S npx tsx
// `npm run admin:create -- --email ops@example.com [--role admin|support] [--password ...]`
// Creates an operator account in the configured database (DATABASE_URL or PGLITE_DIR). Without --password it
// prompts (input hidden); ADMIN_CREATE_PASSWORD also works for scripts. The operator enrols TOTP at first sign-in.
// Stop a running PGlite server first, since PGlite allows one process at a time.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config/config';
import { createDatabase } from '../src/server/db/create-db';
import { migrate } from '../src/server/db/migrate';
import { createAdminAccount } from '../src/server/modules/admin/access/accounts.service';
import { recordAudit } from '../src/server/modules/admin/audit/record';

const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } } });
const role = values.role ?? 'admin';
if (role !== 'admin' && role !== 'support') {
  console.error('--role must be admin or support');
  process.exit(2);
}

function ask(question: string, hidden = false): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  if (hidden)
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) =>
      void (s.includes(question) && process.stdout.write(s));
  return new Promise((resolve) =>
    rl.question(question, (answer) => (rl.close(), process.stdout.write(hidden ? '\n' : ''), resolve(answer.trim()))),
  );
}

const email = values.email ?? (await ask('Operator e-mail: '));
const password = values.password ?? process.env.ADMIN_CREATE_PASSWORD ?? (await ask('Password (12+ characters): ', true));

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await migrate(database);
  const account = await createAdminAccount(database.db, { email, password, role });
  await recordAudit(
    database.db,
    { adminId: null, adminEmail: 'cli', ip: null },
    { action: 'account.create', targetType: 'admin', targetId: account.id, details: { email: account.email, role } },
  );
  console.log(`Created ${role} ${account.email}. Sign in at /admin/login to set up two-factor sign-in.`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
