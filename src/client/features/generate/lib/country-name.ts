const names = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return null;
  }
})();

/** "PT" → "Portugal"; falls back to the code itself. */
export function countryName(code: string | null | undefined): string | null {
  if (!code) return null;
  try {
    return names?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}
