import { useState, type FormEvent } from 'react';
import { CURRENCY_CODES, type AccessibilitySettings, type Preferences } from '../../../../core/api/settings';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { applyTheme, resolveTheme, systemPrefersDark, THEME_STORAGE_KEY } from '../../../lib/theme';
import { useTheme } from '../../../lib/theme-provider';
import { useUpdatePreferences } from '../api/update-preferences';
import { AccessibilityFieldset } from './accessibility-fieldset';
import { FormField } from '../../../components/ui/form-field';
import { fieldErrors, SaveStatus } from './field';

const currencyNames = (() => {
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'currency' });
    return (code: string) => `${code} — ${names.of(code) ?? code}`;
  } catch {
    return (code: string) => code;
  }
})();

/** Appearance, accessibility and travel defaults, saved to the account (and applied here at once). */
export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const [draft, setDraft] = useState<Preferences>(preferences);
  const update = useUpdatePreferences();
  const { setTheme } = useTheme();
  const { updateSettings } = useAccessibility();
  const errors = fieldErrors(update.error);
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setA11y = (patch: Partial<AccessibilitySettings>) => setDraft((d) => ({ ...d, accessibility: { ...d.accessibility, ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { ...draft, homeAirport: draft.homeAirport?.trim() || null, homeCity: draft.homeCity?.trim() || null },
      {
        onSuccess: (saved) => {
          updateSettings(saved.accessibility);
          if (saved.theme !== 'system') return setTheme(saved.theme);
          // "System": forget this device's explicit choice and follow the OS again.
          try {
            localStorage.removeItem(THEME_STORAGE_KEY);
          } catch {
            // storage blocked
          }
          applyTheme(resolveTheme(null, systemPrefersDark()));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-2xl gap-8">
      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold">Appearance and language</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="pref-theme" label="Theme">
            {(p) => (
              <Select {...p} value={draft.theme} onChange={(e) => set('theme', e.target.value as Preferences['theme'])}>
                <option value="system">Same as my device</option>
                <option value="light">Light</option>
                <option value="dark">Dark</option>
              </Select>
            )}
          </FormField>
          <FormField id="pref-language" label="Interface language" hint="More languages will appear here as translations are ready.">
            {(p) => (
              <Select {...p} value={draft.language} onChange={(e) => set('language', e.target.value as Preferences['language'])}>
                <option value="en">English</option>
              </Select>
            )}
          </FormField>
        </div>
      </fieldset>

      <AccessibilityFieldset value={draft.accessibility} onChange={setA11y} />

      <fieldset className="grid gap-5">
        <legend className="mb-3 text-lg font-semibold">Travel defaults</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="pref-home-airport" label="Home airport" hint="3-letter IATA code, e.g. LIS." error={errors.homeAirport}>
            {(p) => (
              <Input
                {...p}
                value={draft.homeAirport ?? ''}
                maxLength={3}
                autoComplete="off"
                className="uppercase"
                onChange={(e) => set('homeAirport', e.target.value.toUpperCase())}
              />
            )}
          </FormField>
          <FormField id="pref-home-city" label="Home city" error={errors.homeCity}>
            {(p) => (
              <Input
                {...p}
                value={draft.homeCity ?? ''}
                maxLength={120}
                autoComplete="address-level2"
                onChange={(e) => set('homeCity', e.target.value)}
              />
            )}
          </FormField>
          <FormField id="pref-currency" label="Currency">
            {(p) => (
              <Select {...p} value={draft.currency} onChange={(e) => set('currency', e.target.value)}>
                {CURRENCY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {currencyNames(code)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="pref-units" label="Units">
            {(p) => (
              <Select {...p} value={draft.units} onChange={(e) => set('units', e.target.value as Preferences['units'])}>
                <option value="metric">Metric (km, °C)</option>
                <option value="imperial">Imperial (miles, °F)</option>
              </Select>
            )}
          </FormField>
        </div>
      </fieldset>

      <div className="flex items-center gap-4">
        <Button type="submit" disabled={update.isPending}>
          Save preferences
        </Button>
        <SaveStatus state={update.status} error={update.error} />
      </div>
    </form>
  );
}
