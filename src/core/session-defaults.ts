/**
 * Plain constants with no zod behind them, so the first page load can use them without pulling the
 * schema library into the entry bundle (src/core/api/* re-export them next to their schemas).
 */
/** The session cookie's name (DESIGN §4). */
export const SESSION_COOKIE = 'wf_session';
export const SESSION_IDLE_MS = 3 * 60 * 60_000;
export const SESSION_WARNING_MS = 2.5 * 60 * 60_000;

export const DEFAULT_ACCESSIBILITY = {
  highContrastMode: false,
  reducedMotion: false,
  fontSize: 100,
  screenReaderOptimized: false,
  keyboardNavigationEnabled: true,
  skipLinksEnabled: true,
  announcementsEnabled: true,
};
