import { Loader2 } from 'lucide-react';
import { ContentPage, Section } from '../components/content/content-page';
import { useSettings } from '../features/settings/api/get-settings';
import { DataPanel } from '../features/settings/components/data-panel';
import { PreferencesForm } from '../features/settings/components/preferences-form';
import { ProfileForm } from '../features/settings/components/profile-form';
import { SessionsPanel } from '../features/settings/components/sessions-panel';
import { TokensPanel } from '../features/settings/components/tokens-panel';
import { UsageSection } from '../features/billing/components/usage-section';

const SECTIONS = [
  { id: 'profile', title: 'Profile' },
  { id: 'preferences', title: 'Preferences' },
  { id: 'sessions', title: 'Sessions' },
  { id: 'tokens', title: 'Access tokens' },
  { id: 'data', title: 'Your data' },
];

/** /settings (behind the guard): profile, preferences, sessions, tokens, export and deletion. */
export function SettingsPage() {
  const settings = useSettings();
  return (
    <ContentPage
      title="Settings"
      lead="Your profile, preferences that follow you between devices, where you are signed in, API tokens, and your data."
      actions={
        <nav aria-label="Settings sections" className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
          {SECTIONS.map((s) => (
            <a key={s.id} href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
              {s.title}
            </a>
          ))}
        </nav>
      }
    >
      {settings.isLoading && (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Loading your settings…
        </p>
      )}
      {settings.error && (
        <p role="alert" className="text-destructive">
          Could not load your settings: {settings.error.message}
        </p>
      )}
      {settings.data && (
        <>
          <Section id="profile" title="Profile">
            <ProfileForm profile={settings.data.profile} />
          </Section>
          <Section
            id="preferences"
            title="Preferences"
            description="Saved to your account, so they follow you to every device you sign in on."
          >
            <PreferencesForm preferences={settings.data.preferences} />
          </Section>
          <Section id="sessions" title="Sessions" description="Everywhere you are signed in. Sessions end after 3 hours without activity.">
            <SessionsPanel />
          </Section>
          <Section id="tokens" title="Access tokens" description="Personal access tokens let your own scripts use the Wayfarer API as you.">
            <TokensPanel />
          </Section>
          <Section id="usage" title="Plan and usage">
            <UsageSection />
          </Section>
          <Section id="data" title="Your data">
            <DataPanel email={settings.data.profile.email} />
          </Section>
        </>
      )}
    </ContentPage>
  );
}
