import { Link } from 'react-router';
import { CodeBlock } from '../../components/content/code-block';
import { Prose } from '../../components/content/prose';
import { paths } from '../../config/paths';

const CURL = `curl -s https://your-wayfarer.example/api/health/ready \\
  -H "Authorization: Bearer $WAYFARER_TOKEN"`;

const ENVELOPE = `{
  "success": true,
  "data": { "status": "ready", "...": "..." },
  "meta": { "timestamp": "2026-11-22T09:30:00.000Z", "requestId": "req-8f2c1a" }
}`;

const ERROR = `{
  "success": false,
  "error": { "code": "VALIDATION_FAILED", "message": "body/email: Enter a valid e-mail address" },
  "meta": { "timestamp": "2026-11-22T09:30:01.000Z", "requestId": "req-8f2c1b" }
}`;

export function ApiQuickstart() {
  return (
    <Prose>
      <p>
        Everything the app does goes through a JSON API under <code>/api</code>, and the full reference, generated from the same schemas the
        server validates with, is on the <Link to={paths.apiDocs.getHref()}>API reference page</Link>.
      </p>
      <h3>1. Authenticate</h3>
      <p>
        In the browser, the session cookie does it for you. From scripts, create a personal access token in Settings and send it as a bearer
        token. Treat it like a password: it acts as you.
      </p>
      <CodeBlock label="Example request with curl" code={CURL} />
      <h3>2. Read the envelope</h3>
      <p>
        Every response has one shape. On success, <code>data</code> holds the result; <code>meta.requestId</code> is also sent in the{' '}
        <code>x-request-id</code> header; quote it when you report a problem.
      </p>
      <CodeBlock label="Successful response" code={ENVELOPE} />
      <h3>3. Handle errors by code</h3>
      <p>
        Failures carry a stable <code>error.code</code> such as <code>VALIDATION_FAILED</code>, <code>UNAUTHORIZED</code>,{' '}
        <code>NOT_FOUND</code>, <code>PRECONDITION_FAILED</code>, <code>RATE_LIMIT_EXCEEDED</code> or <code>QUOTA_EXCEEDED</code>. Match on
        the code, not on the message, which may be reworded.
      </p>
      <CodeBlock label="Error response" code={ERROR} />
      <h3>4. Lists, pages and safe edits</h3>
      <ul>
        <li>
          Lists accept <code>limit</code>, <code>cursor</code>, <code>sortBy</code>, <code>sortOrder</code>, <code>search</code> and{' '}
          <code>fields</code>, and return <code>items</code> with a <code>nextCursor</code>.
        </li>
        <li>
          Writes to an itinerary send <code>If-Match</code> with the version you read. If someone changed it in the meantime, you get{' '}
          <code>412 PRECONDITION_FAILED</code> with the current version in <code>error.details</code>, instead of silently overwriting it.
        </li>
        <li>
          Too many requests get <code>429 RATE_LIMIT_EXCEEDED</code>; wait for the number of seconds in the <code>retry-after</code> header
          before trying again.
        </li>
      </ul>
    </Prose>
  );
}
