import { Link } from 'react-router';
import { ChevronDown, LayoutDashboard, LogOut, Settings } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { CurrentUser } from '../../features/auth/api/get-user';
import { useLogout } from '../../features/auth/api/logout';
import { paths } from '../../config/paths';
import { Avatar, displayName } from './avatar';

/** Spec §2 signed-in user menu: first and last name, e-mail; Dashboard, Settings, Log out. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const name = displayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={
          'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-background ' +
          'py-1 pr-3 pl-1 text-sm font-semibold hover:bg-muted data-[state=open]:bg-muted'
        }
        aria-label={`Account menu for ${name}`}
      >
        <Avatar user={user} className="size-9" />
        <span className="hidden max-w-32 truncate 2xl:inline">{user.firstName || name}</span>
        <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar user={user} className="size-10" />
          <span className="min-w-0">
            <span className="block truncate font-semibold" data-testid="user-menu-name">
              {[user.firstName, user.lastName].filter(Boolean).join(' ') || 'Traveller'}
            </span>
            <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.dashboard.getHref()}>
            <LayoutDashboard aria-hidden="true" /> Dashboard
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settings.getHref()}>
            <Settings aria-hidden="true" /> Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
