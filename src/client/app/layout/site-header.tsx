import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { useUser } from '../../features/auth/api/get-user';
import { cn } from '../../lib/cn';
import { BrandLink } from './brand';
import { MobileMenu } from './mobile-menu';
import { SignedOutActions } from './signed-out-actions';
import { NAV_LINKS } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { Avatar } from './avatar';
import { AutoSaveBadgeSlot } from '../../lib/autosave/autosave-badge-slot';
import { resilientImport } from '../../lib/resilient-import';

// Radix DropdownMenu (with its positioning engine) is only needed once someone is signed in.
const UserMenu = lazy(resilientImport(() => import('./user-menu').then((m) => ({ default: m.UserMenu }))));

export function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors',
    isActive ? 'bg-primary-soft text-primary-soft-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}

export function SiteHeader() {
  const { user, isLoading } = useUser();
  return (
    <header
      className={
        'sticky top-0 z-40 border-b border-border/80 bg-background/85 ' + 'backdrop-blur-md supports-[backdrop-filter]:bg-background/75'
      }
    >
      <nav
        id="main-navigation"
        aria-label="Main"
        tabIndex={-1}
        className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 outline-none sm:px-6"
      >
        <BrandLink />
        <ul className="ml-2 hidden items-center gap-0.5 xl:flex">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end={link.href === '/'} className={navLinkClasses}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1.5">
          <AutoSaveBadgeSlot />
          <ThemeToggle />
          <div className="hidden items-center sm:flex">
            {isLoading ? (
              <span className="inline-block h-11 w-40" aria-hidden="true" />
            ) : user ? (
              <Suspense
                fallback={
                  <span className="inline-flex min-h-11 items-center rounded-full border border-border py-1 pr-3 pl-1">
                    <Avatar user={user} />
                  </span>
                }
              >
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <SignedOutActions />
            )}
          </div>
          <MobileMenu user={user} />
        </div>
      </nav>
    </header>
  );
}
