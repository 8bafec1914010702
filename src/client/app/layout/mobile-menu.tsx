import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { CurrentUser } from '../../features/auth/api/get-user';
import { resilientImport } from '../../lib/resilient-import';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(resilientImport(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet }))));

/** The menu button is plain; the sheet's code loads when it is first pressed (or hovered/focused, to hide the wait). */
export function MobileMenu({ user }: { user: CurrentUser | null }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) button.current?.focus();
  }, []);
  const warm = () => void loadSheet().catch(() => undefined);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet user={user} open={open} onOpenChange={onOpenChange} />
        </Suspense>
      ) : null}
    </>
  );
}
