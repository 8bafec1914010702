import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { LayoutDashboard, LogOut, Settings, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { DialogOverlay } from '../../components/ui/dialog';
import type { CurrentUser } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { BrandMark } from './brand';
import { NAV_LINKS } from './nav-links';
import { SignedOutActions } from './signed-out-actions';
import { ThemeToggle } from './theme-toggle';
import { Avatar, displayName } from './avatar';

const sheetLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold',
    isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'text-foreground hover:bg-muted',
  );

/**
 * Spec §2 mobile side menu: the same links, a theme toggle and the account actions, as a sheet.
 * Loaded on first open (see mobile-menu.tsx) so Radix Dialog stays out of the first page load.
 */
export function MobileMenuSheet({
  user,
  open,
  onOpenChange,
}: {
  user: CurrentUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { pathname } = useLocation();
  const logout = useLogout();

  const shownAt = useRef(pathname);
  useEffect(() => {
    // Following a link closes the sheet.
    if (shownAt.current !== pathname) onOpenChange(false);
    shownAt.current = pathname;
  }, [pathname, onOpenChange]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className={
            'fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto border-l ' +
            'border-border bg-popover p-5 text-popover-foreground shadow-lift data-[state=open]:animate-slide-in-right'
          }
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-bold">
              <BrandMark className="size-8" /> Menu
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Site navigation, theme and account</DialogPrimitive.Description>
          <nav aria-label="Mobile">
            <ul className="flex flex-col gap-1">
              {NAV_LINKS.map(({ href, label, icon: Icon }) => (
                <li key={href}>
                  <NavLink to={href} end={href === '/'} className={sheetLink}>
                    <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle withLabel />
          <div className="mt-auto border-t border-border pt-5">
            {user ? (
              <div className="flex flex-col gap-2">
                <div className="mb-2 flex items-center gap-3">
                  <Avatar user={user} className="size-10" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{displayName(user)}</p>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                  </div>
                </div>
                <Button variant="outline" className="justify-start" asChild>
                  <Link to={paths.dashboard.getHref()}>
                    <LayoutDashboard aria-hidden="true" /> Dashboard
                  </Link>
                </Button>
                <Button variant="outline" className="justify-start" asChild>
                  <Link to={paths.settings.getHref()}>
                    <Settings aria-hidden="true" /> Settings
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  className="justify-start text-destructive"
                  disabled={logout.isPending}
                  onClick={() => logout.mutate()}
                >
                  <LogOut aria-hidden="true" /> Log out
                </Button>
              </div>
            ) : (
              <SignedOutActions stacked />
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
