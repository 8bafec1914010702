import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  ACCESSIBILITY_STORAGE_KEY,
  ANNOUNCEMENT_DELAY_MS,
  applyAccessibilitySettings,
  clampFontSize,
  DEFAULT_ACCESSIBILITY_SETTINGS,
  loadAccessibilitySettings,
  saveAccessibilitySettings,
  type AccessibilitySettings,
} from './accessibility-settings';

export type Politeness = 'polite' | 'assertive';

interface AccessibilityContextValue {
  settings: AccessibilitySettings;
  updateSettings: (patch: Partial<AccessibilitySettings>) => void;
  resetSettings: () => void;
  /** Speaks a message through an aria-live region (no-op when announcements are turned off). */
  announce: (message: string, politeness?: Politeness) => void;
}

function hasStoredSettings() {
  try {
    return localStorage.getItem(ACCESSIBILITY_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

export function AccessibilityProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<AccessibilitySettings>(() => {
    const stored = loadAccessibilitySettings();
    // First visit: adopt the OS reduced-motion preference as the default.
    const prefersReduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    return !hasStoredSettings() && prefersReduced ? { ...stored, reducedMotion: true } : stored;
  });
  const [messages, setMessages] = useState<Record<Politeness, string>>({ polite: '', assertive: '' });
  const timers = useRef<Record<Politeness, ReturnType<typeof setTimeout> | undefined>>({ polite: undefined, assertive: undefined });

  useEffect(() => {
    applyAccessibilitySettings(settings);
    saveAccessibilitySettings(settings);
  }, [settings]);

  useEffect(() => () => Object.values(timers.current).forEach((t) => t && clearTimeout(t)), []);

  const updateSettings = useCallback((patch: Partial<AccessibilitySettings>) => {
    setSettings((prev) => ({ ...prev, ...patch, fontSize: clampFontSize(patch.fontSize ?? prev.fontSize) }));
  }, []);
  const resetSettings = useCallback(() => setSettings({ ...DEFAULT_ACCESSIBILITY_SETTINGS }), []);

  const enabled = settings.announcementsEnabled;
  useEffect(() => {
    if (!enabled) setMessages({ polite: '', assertive: '' });
  }, [enabled]);
  const announce = useCallback(
    (message: string, politeness: Politeness = 'polite') => {
      if (!enabled) return;
      // Clear first, then set after 100 ms (spec §9): screen readers only speak a *change* of content,
      // so the same message twice in a row must pass through an empty region.
      setMessages((m) => ({ ...m, [politeness]: '' }));
      const pending = timers.current[politeness];
      if (pending) clearTimeout(pending);
      timers.current[politeness] = setTimeout(() => setMessages((m) => ({ ...m, [politeness]: message })), ANNOUNCEMENT_DELAY_MS);
    },
    [enabled],
  );

  const value = useMemo(() => ({ settings, updateSettings, resetSettings, announce }), [settings, updateSettings, resetSettings, announce]);
  return (
    <AccessibilityContext.Provider value={value}>
      {children}
      <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-polite">
        {messages.polite}
      </div>
      <div className="sr-only" aria-live="assertive" aria-atomic="true" data-testid="live-assertive">
        {messages.assertive}
      </div>
    </AccessibilityContext.Provider>
  );
}

/** Spec §8: raises an error naming the missing provider. */
export function useAccessibility(): AccessibilityContextValue {
  const ctx = useContext(AccessibilityContext);
  if (!ctx) throw new Error('useAccessibility must be used within an AccessibilityProvider');
  return ctx;
}
