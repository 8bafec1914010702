import { CalendarDays, Download, KeyRound, LogIn, Map as MapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { Prose } from '../components/content/prose';
import { paths } from '../config/paths';

const INTEGRATIONS = [
  {
    icon: LogIn,
    title: 'Google sign-in, or any OpenID Connect provider',
    builtIn: 'A built-in sign-in provider, so a fresh install works at once.',
    configured:
      'Set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET. Google is ' +
      'OIDC_ISSUER=https://accounts.google.com; Microsoft Entra, Okta, Keycloak and Auth0 work the same way.',
  },
  {
    icon: MapIcon,
    title: 'Maps',
    builtIn: 'An offline base map of the world’s countries under each itinerary’s route, drawn in the browser with no external requests.',
  },
  {
    icon: CalendarDays,
    title: 'Calendars',
    builtIn:
      'Export a trip as an .ics file: every visit, meal and transfer becomes an event ' +
      'in the right time zone, ready for Google Calendar, Apple Calendar or Outlook.',
  },
  {
    icon: Download,
    title: 'GPX, KML and GeoJSON',
    builtIn: 'Export each day’s route and stops for hiking and navigation apps, Google Earth, or your own GIS tools.',
  },
  {
    icon: KeyRound,
    title: 'Public API',
    builtIn:
      'Every capability of the app is available over a documented JSON API. Create ' +
      'a personal access token in Settings and send it as Authorization: Bearer.',
  },
];

export function IntegrationsPage() {
  return (
    <ContentPage
      eyebrow="Integrations"
      title="Works on its own, connects when you want"
      documentTitle="Integrations"
      lead={
        'Every integration has a built-in default, so Wayfarer runs with no keys. ' +
        'Real services are switched on by configuration, never by code changes.'
      }
    >
      <Section title="Available integrations">
        <ul className="grid gap-4 md:grid-cols-2">
          {INTEGRATIONS.map(({ icon: Icon, title, builtIn, configured }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <dl className="mt-3 space-y-3 text-sm leading-6">
                <div>
                  <dt className="font-medium">{configured ? 'Without configuration' : 'What you get'}</dt>
                  <dd className="text-muted-foreground">{builtIn}</dd>
                </div>
                {configured && (
                  <div>
                    <dt className="font-medium">When configured</dt>
                    <dd className="text-muted-foreground">{configured}</dd>
                  </div>
                )}
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="See what is switched on">
        <Prose>
          <p>
            The <Link to={paths.status.getHref()}>status page</Link> shows the mode of each integration on this installation, and the{' '}
            <Link to={paths.apiDocs.getHref()}>API reference</Link> documents every endpoint. Need another connection? Tell us on the{' '}
            <Link to={paths.contact.getHref()}>contact page</Link>.
          </p>
        </Prose>
      </Section>
    </ContentPage>
  );
}
