import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/create-db';
import type { BuiltinProvider, LocalAccount } from './builtin-provider';
import { purgeExpiredRecords, writeRecord } from './oidc-adapter';
import { SIGN_IN_CSS, SIGN_IN_CSS_PATH, renderErrorPage, renderSignInPage } from './interaction-page';

const LocalSignInSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Use at most 120 characters'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(200, 'Use at most 200 characters')
    .pipe(z.email('Enter an e-mail address like ada@example.com')),
});

/** The same e-mail always maps to the same subject, so a person gets their account back. */
export function localSubject(email: string): string {
  return `local-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export function splitName(name: string): { givenName: string; familyName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { givenName: first, familyName: rest.join(' ') };
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

const expired = (reply: FastifyReply) =>
  html(
    reply,
    400,
    renderErrorPage({
      title: 'This sign-in has expired',
      message: 'The sign-in page was open too long or was already used. Start again.',
      retryHref: '/api/auth/google',
    }),
  );

/** The built-in provider's "who are you" step (oidc-provider interactions), plus its stylesheet. */
export async function interactionRoutes(app: FastifyInstance, opts: { builtin: BuiltinProvider; database: Database }) {
  const { provider } = opts.builtin;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const details = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    const found = await provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    return found && found.uid === request.params.uid ? found : null;
  };

  app.get(SIGN_IN_CSS_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SIGN_IN_CSS),
  );

  app.get<{ Params: { uid: string } }>('/oidc/interaction/:uid', { schema: { hide: true } }, async (request, reply) => {
    const found = await details(request, reply);
    if (!found) return expired(reply);
    return html(reply, 200, renderSignInPage({ uid: found.uid }));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    '/oidc/interaction/:uid/login',
    {
      schema: { hide: true },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const found = await details(request, reply);
      if (!found) return expired(reply);
      const parsed = LocalSignInSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return html(reply, 400, renderSignInPage({ uid: found.uid, values: request.body ?? {}, errors }));
      }
      const { name, email } = parsed.data;
      const accountId = localSubject(email);
      const account: LocalAccount = { email, name, ...splitName(name) };
      await writeRecord(opts.database, 'BuiltinAccount', accountId, account);
      await purgeExpiredRecords(opts.database);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    },
  );

  app.post<{ Params: { uid: string } }>('/oidc/interaction/:uid/abort', { schema: { hide: true } }, async (request, reply) => {
    const found = await details(request, reply);
    if (!found) return expired(reply);
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'Sign-in was cancelled' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(redirectTo, 303);
  });
}
