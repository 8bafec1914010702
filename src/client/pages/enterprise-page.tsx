import { Building2, KeyRound, Server, Users } from 'lucide-react';
import { ContentPage, Section } from '../components/content/content-page';
import { ContactForm } from '../features/contact/components/contact-form';

const OFFER = [
  {
    icon: KeyRound,
    title: 'Your own sign-in',
    body:
      'Connect Wayfarer to your identity provider over OpenID Connect, so people ' +
      'sign in with their work accounts and leavers lose access with them.',
  },
  {
    icon: Users,
    title: 'Limits that fit',
    body: 'Trip and assistant quotas sized for your team, pooled across members, with invoicing instead of card payments.',
  },
  {
    icon: Server,
    title: 'Run it where you need it',
    body:
      'Wayfarer runs as stateless instances with one PostgreSQL database and one ' +
      'Redis, on your infrastructure or ours. It needs no external service to work.',
  },
  {
    icon: Building2,
    title: 'Your own AI provider',
    body:
      'Point the assistant at the provider you already approved: any OpenAI-compatible ' +
      'endpoint, including self-hosted models, Google or Anthropic.',
  },
];

export function EnterprisePage() {
  return (
    <ContentPage
      eyebrow="Enterprise"
      title="Wayfarer for your organisation"
      documentTitle="Enterprise"
      lead="For travel teams, agencies and companies that plan many trips: feasible itineraries with the controls an organisation needs."
    >
      <Section title="What we offer">
        <ul className="grid gap-4 md:grid-cols-2">
          {OFFER.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
              <Icon aria-hidden="true" className="size-6 text-primary" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        title="Talk to us"
        description="Tell us about your team and how you plan trips today. We will reply by e-mail to set up a conversation."
      >
        <div className="max-w-3xl">
          <ContactForm
            kind="enterprise"
            withCompany
            withTeamSize
            submitLabel="Contact sales"
            messageLabel="How do you plan trips today?"
            messageHint="A few lines on your team, the trips you plan and what you need. At least 10 characters."
          />
        </div>
      </Section>
    </ContentPage>
  );
}
