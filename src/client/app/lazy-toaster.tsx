import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '../lib/toast';
import { resilientImport } from '../lib/resilient-import';

const Toaster = lazy(resilientImport(() => import('../components/ui/toaster').then((m) => ({ default: m.Toaster }))));
const IDLE_MOUNT_MS = 1500;

/**
 * The Radix toast viewport loads shortly after start (or at once when a toast is raised earlier), so
 * it is not in the first page load. Toasts raised before it arrives wait in the store and then show.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setIdle(true), IDLE_MOUNT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
