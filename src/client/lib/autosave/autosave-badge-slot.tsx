import { lazy, Suspense } from 'react';
import { useShowAutoSaveBadge } from './use-show-autosave-badge';
import { resilientImport } from '../resilient-import';

// The badge pulls in Radix Tooltip; loading it only on the four pages that show it keeps it out of the first load.
const AutoSaveBadge = lazy(resilientImport(() => import('./autosave-badge').then((m) => ({ default: m.AutoSaveBadge }))));

/** Where the layout puts the badge: renders it only on the pages of spec §2. */
export function AutoSaveBadgeSlot({ className }: { className?: string }) {
  const show = useShowAutoSaveBadge();
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AutoSaveBadge className={className} />
    </Suspense>
  );
}
