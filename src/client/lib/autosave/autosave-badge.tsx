import { useEffect, useState } from 'react';
import { AlertTriangle, CircleAlert, CircleCheck, CloudCog, LoaderCircle, WifiOff } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../components/ui/tooltip';
import { cn } from '../cn';
import { useOptionalAutoSave } from './autosave-context';
import { badgeContent, MINIMAL_BADGE } from './badge-content';
import type { SaveStatus } from './types';

/** Asks the open itinerary page to show its conflict dialog (the badge does not own the document). */
export const OPEN_CONFLICT_EVENT = 'wayfarer:open-conflict';

const STYLE: Record<SaveStatus, string> = {
  idle: 'border-border text-muted-foreground',
  saving: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  syncing: 'border-transparent bg-primary-soft text-primary-soft-foreground',
  saved: 'border-border text-success',
  failed: 'border-transparent bg-destructive text-destructive-foreground',
  conflict: 'border-transparent bg-accent-soft text-accent-soft-foreground',
  offline: 'border-border bg-muted text-muted-foreground',
};

function StatusIcon({ status }: { status: SaveStatus }) {
  const cls = 'size-4 shrink-0';
  if (status === 'saving' || status === 'syncing')
    return <LoaderCircle className={cn(cls, 'motion-safe:animate-spin')} aria-hidden="true" />;
  if (status === 'saved') return <CircleCheck className={cls} aria-hidden="true" />;
  if (status === 'failed') return <CircleAlert className={cls} aria-hidden="true" />;
  if (status === 'conflict') return <AlertTriangle className={cls} aria-hidden="true" />;
  if (status === 'offline') return <WifiOff className={cls} aria-hidden="true" />;
  return <CloudCog className={cls} aria-hidden="true" />;
}

const PILL =
  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3 text-xs font-semibold ' +
  'whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Re-renders every second while the "saved N seconds ago" line can change. */
function useNow(active: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [active]);
  return now;
}

/** Spec §4: the global auto-save badge; a minimal one when the provider is missing. */
export function AutoSaveBadge({ className }: { className?: string }) {
  const autoSave = useOptionalAutoSave();
  const now = useNow(autoSave?.globalStatus === 'saved');
  if (!autoSave) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <span tabIndex={0} className={cn(PILL, STYLE.idle, className)} data-testid="autosave-badge" data-status="unavailable">
            <CloudCog className="size-4" aria-hidden="true" />
            {MINIMAL_BADGE.label}
          </span>
        </TooltipTrigger>
        <TooltipContent>{MINIMAL_BADGE.tooltip}</TooltipContent>
      </Tooltip>
    );
  }
  const content = badgeContent(autoSave, now);
  const onClick = () => {
    if (content.status === 'failed') {
      autoSave.clearErrors();
      autoSave.forceGlobalSync();
    } else if (content.status === 'conflict') {
      window.dispatchEvent(new Event(OPEN_CONFLICT_EVENT));
    }
  };
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          onClick={onClick}
          className={cn(PILL, STYLE[content.status], className)}
          data-testid="autosave-badge"
          data-status={content.status}
        >
          <StatusIcon status={content.status} />
          <span>{content.label}</span>
          {content.count > 0 && (
            <>
              <span className="rounded-full bg-background/70 px-1.5 tabular-nums text-foreground" aria-hidden="true">
                {content.count}
              </span>
              <span className="sr-only">{`${content.count} pending`}</span>
            </>
          )}
        </button>
      </TooltipTrigger>
      <TooltipContent>
        {content.tooltip.map((line, i) => (
          <span key={line} className={cn('block', i > 0 && 'font-normal opacity-90')}>
            {line}
          </span>
        ))}
      </TooltipContent>
    </Tooltip>
  );
}
