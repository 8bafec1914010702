import { ERROR_STATUS } from '../../../../core/api/error-codes';
import { CodeBlock } from '../../../components/content/code-block';
import { SESSION_COOKIE } from '../../../../core/session-defaults';

const SUCCESS = `{
  "success": true,
  "data": { "...": "the result, described under each endpoint" },
  "meta": { "timestamp": "2026-05-14T09:30:00.000Z", "requestId": "req-8f2c1a" }
}`;

const FAILURE = `{
  "success": false,
  "error": {
    "code": "VALIDATION_FAILED",
    "message": "The request is not valid",
    "details": [{ "path": "body.email", "message": "Invalid email" }]
  },
  "meta": { "timestamp": "2026-05-14T09:30:01.000Z", "requestId": "req-8f2c1b" }
}`;

/**
 * Everything that applies to every endpoint: base URL, authentication, the envelope and error codes. It needs nothing
 * from the OpenAPI document, so the prerendered page shows it before the document arrives.
 */
export function ApiOverview() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="api-auth" className="rounded-xl border border-border bg-card p-6 text-card-foreground">
        <h2 id="api-auth" className="text-xl font-semibold">
          Authentication
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-muted-foreground">
          <li>
            <strong className="text-foreground">In the browser:</strong> the session cookie{' '}
            <code className="font-mono">{SESSION_COOKIE}</code> set when you sign in through{' '}
            <code className="font-mono">/api/auth/google</code>. Requests that change data must come from the same origin.
          </li>
          <li>
            <strong className="text-foreground">From scripts:</strong> a personal access token created in Settings, sent as{' '}
            <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>.
          </li>
          <li>
            All paths are relative to this site, under <code className="font-mono">/api</code>. Bodies are JSON.
          </li>
        </ul>
      </section>
      <section aria-labelledby="api-envelope" className="rounded-xl border border-border bg-card p-6 text-card-foreground">
        <h2 id="api-envelope" className="text-xl font-semibold">
          The response envelope
        </h2>
        <p className="mt-3 leading-7 text-muted-foreground">
          Every response has the same shape. <code className="font-mono">success</code> says which half applies;{' '}
          <code className="font-mono">meta.requestId</code> is also in the <code className="font-mono">x-request-id</code> header.
        </p>
        <CodeBlock label="Successful response envelope" code={SUCCESS} className="mt-3 text-xs" />
        <CodeBlock label="Failed response envelope" code={FAILURE} className="mt-3 text-xs" />
      </section>
      <section aria-labelledby="api-errors" className="rounded-xl border border-border bg-card p-6 text-card-foreground lg:col-span-2">
        <h2 id="api-errors" className="text-xl font-semibold">
          Error codes
        </h2>
        <p className="mt-2 text-muted-foreground">
          Match on <code className="font-mono">error.code</code>; these never change meaning.
        </p>
        <ul className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {Object.entries(ERROR_STATUS).map(([code, status]) => (
            <li key={code} className="flex justify-between gap-2 border-b border-border py-1">
              <code className="font-mono">{code}</code>
              <span className="text-muted-foreground tabular-nums">{status}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
