import { z } from 'zod';
import { text } from './input-rules';
import { CURRENCY_EXPONENT } from '../money/currencies';
import { DEFAULT_ACCESSIBILITY as ACCESSIBILITY_DEFAULTS } from '../session-defaults';

/** Accessibility settings of spec §3; synced to the account so they follow the user between devices. */
export const AccessibilitySettingsSchema = z.object({
  highContrastMode: z.boolean(),
  reducedMotion: z.boolean(),
  fontSize: z.number().int().min(75).max(200).describe('Percent of the base font size; default 100'),
  screenReaderOptimized: z.boolean(),
  keyboardNavigationEnabled: z.boolean(),
  skipLinksEnabled: z.boolean(),
  announcementsEnabled: z.boolean(),
});
export type AccessibilitySettings = z.infer<typeof AccessibilitySettingsSchema>;

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = ACCESSIBILITY_DEFAULTS;

export const CURRENCY_CODES = Object.keys(CURRENCY_EXPONENT).sort() as [string, ...string[]];
/** Interface languages that exist; more are added when their translations are. */
export const INTERFACE_LANGUAGES = ['en'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;

export const PreferencesSchema = z.object({
  theme: z.enum(THEMES),
  accessibility: AccessibilitySettingsSchema,
  homeAirport: z
    .string()
    .regex(/^[A-Z]{3}$/, 'Use a 3-letter IATA code, e.g. LIS')
    .nullable(),
  homeCity: text().trim().max(120).nullable(),
  currency: z.enum(CURRENCY_CODES),
  units: z.enum(UNIT_SYSTEMS),
  language: z.enum(INTERFACE_LANGUAGES),
});
export type Preferences = z.infer<typeof PreferencesSchema>;

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  accessibility: DEFAULT_ACCESSIBILITY,
  homeAirport: null,
  homeCity: null,
  currency: 'EUR',
  units: 'metric',
  language: 'en',
};

/** PATCH body: any subset; accessibility merges key by key. Empty strings clear the optional fields. */
export const PreferencesPatchSchema = z
  .object({
    theme: z.enum(THEMES),
    accessibility: AccessibilitySettingsSchema.partial(),
    homeAirport: z.preprocess(
      (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
      PreferencesSchema.shape.homeAirport,
    ),
    homeCity: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), PreferencesSchema.shape.homeCity),
    currency: z.enum(CURRENCY_CODES),
    units: z.enum(UNIT_SYSTEMS),
    language: z.enum(INTERFACE_LANGUAGES),
  })
  .partial()
  .strict();
export type PreferencesPatch = z.infer<typeof PreferencesPatchSchema>;

/** Reads stored preferences leniently: unknown or broken values fall back to the defaults, key by key. */
export function resolvePreferences(stored: unknown): Preferences {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const a = (s.accessibility && typeof s.accessibility === 'object' ? s.accessibility : {}) as Record<string, unknown>;
  const accessibility = Object.fromEntries(
    Object.entries(DEFAULT_ACCESSIBILITY).map(([k, d]) => {
      const parsed = AccessibilitySettingsSchema.shape[k as keyof AccessibilitySettings].safeParse(a[k]);
      return [k, parsed.success ? parsed.data : d];
    }),
  ) as AccessibilitySettings;
  const pick = <K extends Exclude<keyof Preferences, 'accessibility'>>(k: K): Preferences[K] => {
    const parsed = PreferencesSchema.shape[k].safeParse(s[k]);
    return (parsed.success ? parsed.data : DEFAULT_PREFERENCES[k]) as Preferences[K];
  };
  return {
    theme: pick('theme'),
    accessibility,
    homeAirport: pick('homeAirport'),
    homeCity: pick('homeCity'),
    currency: pick('currency'),
    units: pick('units'),
    language: pick('language'),
  };
}

const name = text().trim().min(1, 'Required').max(80, 'At most 80 characters');
export const ProfilePatchSchema = z.object({ firstName: name, lastName: text().trim().max(80, 'At most 80 characters') }).strict();
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  provider: z.string().describe('"builtin" for the local sign-in, else the issuer URL'),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const SettingsSchema = z.object({ profile: ProfileSchema, preferences: PreferencesSchema });
export type Settings = z.infer<typeof SettingsSchema>;

/** Account deletion must repeat the account's e-mail: a typed confirmation, not a single click. */
export const DeleteAccountSchema = z.object({ confirmEmail: text().trim().min(1, 'Type your e-mail to confirm') }).strict();
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
export const AccountDeletedSchema = z.object({ deleted: z.literal(true) });
