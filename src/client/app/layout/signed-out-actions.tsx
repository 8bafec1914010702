import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** Sign-in links are plain <a>: /api/auth/google is a server route, not a client page. */
export function SignedOutActions({ stacked = false }: { stacked?: boolean }) {
  // Sign In brings people back to where they were; Start Adventure goes on to planning a trip.
  const { pathname, search } = useLocation();
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <Button variant={stacked ? 'outline' : 'ghost'} asChild>
        <a href={paths.signIn.getHref(`${pathname}${search}`)}>Sign In</a>
      </Button>
      <Button variant="accent" asChild>
        <a href={paths.signIn.getHref(paths.generate.getHref())}>Start Adventure</a>
      </Button>
    </div>
  );
}
