/** Spec §3 accessibility settings, stored under `accessibility-settings`. */
export const ACCESSIBILITY_STORAGE_KEY = 'accessibility-settings';
export const ANNOUNCEMENT_DELAY_MS = 100;
export const FONT_SIZE_MIN = 75;
export const FONT_SIZE_MAX = 200;

export interface AccessibilitySettings {
  highContrastMode: boolean;
  reducedMotion: boolean;
  /** Percent of the browser's base font size. */
  fontSize: number;
  screenReaderOptimized: boolean;
  keyboardNavigationEnabled: boolean;
  skipLinksEnabled: boolean;
  announcementsEnabled: boolean;
}

export const DEFAULT_ACCESSIBILITY_SETTINGS: AccessibilitySettings = {
  highContrastMode: false,
  reducedMotion: false,
  fontSize: 100,
  screenReaderOptimized: false,
  keyboardNavigationEnabled: true,
  skipLinksEnabled: true,
  announcementsEnabled: true,
};

const BOOLEAN_KEYS = [
  'highContrastMode',
  'reducedMotion',
  'screenReaderOptimized',
  'keyboardNavigationEnabled',
  'skipLinksEnabled',
  'announcementsEnabled',
] as const;

export function clampFontSize(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_ACCESSIBILITY_SETTINGS.fontSize;
  return Math.min(FONT_SIZE_MAX, Math.max(FONT_SIZE_MIN, Math.round(value)));
}

/** Accepts whatever is stored (possibly old or hand-edited) and returns complete, valid settings. */
export function parseAccessibilitySettings(
  raw: string | null,
  defaults: AccessibilitySettings = DEFAULT_ACCESSIBILITY_SETTINGS,
): AccessibilitySettings {
  if (!raw) return { ...defaults };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...defaults };
  }
  if (!value || typeof value !== 'object') return { ...defaults };
  const input = value as Record<string, unknown>;
  const settings = { ...defaults };
  for (const key of BOOLEAN_KEYS) if (typeof input[key] === 'boolean') settings[key] = input[key];
  if (typeof input.fontSize === 'number') settings.fontSize = clampFontSize(input.fontSize);
  return settings;
}

export function loadAccessibilitySettings(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
  defaults?: AccessibilitySettings,
) {
  try {
    return parseAccessibilitySettings(storage?.getItem(ACCESSIBILITY_STORAGE_KEY) ?? null, defaults);
  } catch {
    return { ...(defaults ?? DEFAULT_ACCESSIBILITY_SETTINGS) };
  }
}

export function saveAccessibilitySettings(
  settings: AccessibilitySettings,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
) {
  try {
    storage?.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // storage full or blocked: the settings still apply for this visit
  }
}

/** Each setting has a visible effect through a class or variable on <html> (see styles.css). */
export function applyAccessibilitySettings(settings: AccessibilitySettings, root: HTMLElement = document.documentElement) {
  root.classList.toggle('high-contrast', settings.highContrastMode);
  root.classList.toggle('reduce-motion', settings.reducedMotion);
  root.classList.toggle('sr-optimized', settings.screenReaderOptimized);
  root.classList.toggle('keyboard-nav', settings.keyboardNavigationEnabled);
  root.style.setProperty('--font-scale', `${clampFontSize(settings.fontSize)}%`);
}
