import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';

/** Sign-in links are plain <a>: /api/auth/google is a server route, not a client page. */
export function SignedOutActions({ stacked = false }: { stacked?: boolean }) {
  return (
    <div className={cn('flex gap-2', stacked && 'flex-col')}>
      <Button variant={stacked ? 'outline' : 'ghost'} asChild>
        <a href={paths.signIn.getHref()}>Sign In</a>
      </Button>
      <Button variant="accent" asChild>
        <a href={paths.signIn.getHref()}>Start Adventure</a>
      </Button>
    </div>
  );
}
