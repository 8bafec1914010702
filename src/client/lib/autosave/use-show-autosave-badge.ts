import { useLocation } from 'react-router';

/** Spec §2: the auto-save badge appears only on itinerary, shared, /dashboard and /generate pages. */
export function showsAutoSaveBadge(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  // The assistant page applies proposals through an itinerary editor, so its saves show there too (issue 10).
  return (
    path === '/dashboard' ||
    path === '/generate' ||
    path === '/travel-assistant' ||
    /^\/itinerary\/[^/]+$/.test(path) ||
    /^\/shared\/[^/]+$/.test(path)
  );
}

export function useShowAutoSaveBadge(): boolean {
  return showsAutoSaveBadge(useLocation().pathname);
}
