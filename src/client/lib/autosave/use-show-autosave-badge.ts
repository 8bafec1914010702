import { useLocation } from 'react-router';

/** Spec §2: the auto-save badge appears only on itinerary, shared, /dashboard and /generate pages. */
export function showsAutoSaveBadge(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/dashboard' || path === '/generate' || /^\/itinerary\/[^/]+$/.test(path) || /^\/shared\/[^/]+$/.test(path);
}

export function useShowAutoSaveBadge(): boolean {
  return showsAutoSaveBadge(useLocation().pathname);
}
