import { Link } from 'react-router';
import { PolicyPage, type PolicySection } from '../components/content/policy-page';
import { paths } from '../config/paths';

const cell = 'border-b border-border p-3 text-left align-top';

const COOKIES = [
  {
    name: 'wf_session',
    purpose: 'Keeps you signed in. It holds a random session id; our database stores only a hash of it.',
    lifetime: 'Until you log out, after 3 hours without activity, or at most 14 days.',
  },
  {
    name: 'wf_auth_tx',
    purpose:
      'Links your browser to a sign-in in progress. It holds a random id; the security ' +
      'values of the sign-in stay on the server. It is sent only to /api/auth.',
    lifetime: '10 minutes at most; removed as soon as sign-in completes.',
  },
];

const SECTIONS: PolicySection[] = [
  {
    id: 'the-cookies',
    title: 'The cookies we set',
    body: (
      <>
        <p>
          Wayfarer sets two cookies, both only when you sign in, and both strictly necessary for the service you asked for, so they need no
          consent banner. Both are <code>httpOnly</code> (scripts cannot read them), <code>SameSite=Lax</code> (not sent with cross-site
          form posts) and <code>Secure</code> whenever the site uses HTTPS.
        </p>
        <div role="region" aria-label="Cookie details" tabIndex={0} className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <caption className="sr-only">Cookies set by Wayfarer</caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className={cell}>
                  Name
                </th>
                <th scope="col" className={cell}>
                  Purpose
                </th>
                <th scope="col" className={cell}>
                  Lifetime
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((c) => (
                <tr key={c.name}>
                  <th scope="row" className={cell}>
                    <code>{c.name}</code>
                  </th>
                  <td className={cell}>{c.purpose}</td>
                  <td className={cell}>{c.lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          If this installation uses Wayfarer&apos;s built-in sign-in provider instead of Google or another provider, that provider keeps its
          own short-lived sign-in cookies, limited to its <code>/oidc</code> path.
        </p>
      </>
    ),
  },
  {
    id: 'no-tracking',
    title: 'No tracking cookies',
    body: <p>We use no advertising, analytics, social media or other third-party cookies, and we do not track you across other sites.</p>,
  },
  {
    id: 'local-storage',
    title: 'Preferences stored in your browser',
    body: (
      <>
        <p>
          A few settings are kept in your browser&apos;s local storage. They are not cookies, are not sent with requests, and you can clear
          them with your browser&apos;s site data:
        </p>
        <ul>
          <li>
            <code>wayfarer-theme</code>: light or dark theme.
          </li>
          <li>
            <code>accessibility-settings</code>: high contrast, reduced motion, text size and similar settings.
          </li>
          <li>
            <code>wayfarer-last-activity</code>: when you were last active, so automatic sign-out after inactivity works across tabs.
          </li>
          <li>
            <code>wayfarer-account-preferences</code>: which of your preferences were last saved to your account, so they are not saved
            twice.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Other services',
    body: (
      <p>
        If this installation uses an external sign-in provider or Stripe Checkout, those services may set their own cookies on their own
        pages while you use them. Their policies apply there. Our <Link to={paths.privacy.getHref()}>privacy policy</Link> lists which
        services can be involved.
      </p>
    ),
  },
];

export function CookiesPage() {
  return (
    <PolicyPage
      title="Cookie policy"
      documentTitle="Cookies"
      updated="2026-11-22"
      intro="Short, because there is little to say: cookies only to sign you in and keep you signed in, and nothing that tracks you."
      sections={SECTIONS}
    />
  );
}
