import { Link } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { Prose } from '../components/content/prose';
import { paths } from '../config/paths';

const MEASURES = [
  {
    title: 'Sign-in through OpenID Connect',
    body:
      'Wayfarer never handles passwords for travellers. Sign-in uses OpenID Connect ' +
      'with the authorisation code flow, PKCE, and a one-time state and nonce on every ' +
      ('attempt, kept on the server rather than in the browser, so a stolen or replayed ' +
        'response is rejected. Any OIDC provider works; Google is one configuration away.'),
  },
  {
    title: 'Session cookies scripts cannot read',
    body:
      'The session cookie is httpOnly, SameSite=Lax, and Secure whenever the site is served ' +
      'over HTTPS. A new session starts at every sign-in, ends after 3 hours without activity ' +
      ('or 14 days at most, and we store only a hash of its id, so a copy of our database ' +
        'does not contain usable sessions. You can see and end your sessions in Settings.'),
  },
  {
    title: 'Same-origin checks on every write',
    body:
      'Any request that changes data and carries the session cookie must come from Wayfarer itself, judged by the ' +
      'browser’s Origin and Sec-Fetch-Site headers. Cross-site requests are refused before they reach the application.',
  },
  {
    title: 'Hashed personal access tokens',
    body:
      'API tokens are shown once when you create them and stored only as hashes. Each can be revoked in Settings. ' +
      'Requests with a bearer token carry no ambient credentials, so they cannot be forged by another website.',
  },
  {
    title: 'A strict Content Security Policy',
    body:
      'Pages load scripts and styles only from Wayfarer’s own origin, with no inline scripts. Framing by ' +
      'other sites is forbidden, and forms can post only to Wayfarer and the configured sign-in provider.',
  },
  {
    title: 'Rate limits',
    body:
      'Every API route is rate limited, with tighter limits on sensitive ones such as the contact form. With several ' +
      'instances the counters are shared through Redis, so a limit cannot be bypassed by spreading requests.',
  },
  {
    title: 'Validated input, quiet errors',
    body:
      'Every request body and parameter is validated against a schema before use. Unexpected errors are ' +
      'logged with a request id and answered with a generic message, so internal details never leak.',
  },
  {
    title: 'Admin passwords hashed with Argon2',
    body: 'The separate admin area uses Argon2id password hashes. Logs redact cookies and authorisation headers.',
  },
];

export function SecurityPage() {
  return (
    <ContentPage
      eyebrow="Security"
      title="How Wayfarer protects your account and trips"
      documentTitle="Security"
      lead="These are the measures Wayfarer actually has in place, described plainly so you can judge them."
    >
      <Section title="What we do">
        <ul className="grid gap-4 md:grid-cols-2">
          {MEASURES.map((m) => (
            <li key={m.title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <h3 className="font-semibold">{m.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{m.body}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Your data">
        <Prose>
          <p>
            We store only what the product needs, and you can export or delete it in Settings. The{' '}
            <Link to={paths.privacy.getHref()}>privacy policy</Link> lists exactly what is stored and which services see it.
          </p>
        </Prose>
      </Section>

      <Section title="Reporting a vulnerability">
        <Prose>
          <p>
            If you find a security problem, please tell us before telling anyone else. Use the{' '}
            <Link to={paths.contact.getHref()}>contact form</Link> with the topic “Security”, describe what you found and how to reproduce
            it, and include the request id from the response if you have one. Please do not access other people’s data or degrade the
            service while testing.
          </p>
        </Prose>
      </Section>
    </ContentPage>
  );
}
