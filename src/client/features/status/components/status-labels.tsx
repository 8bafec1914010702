import { CircleCheck, CircleMinus, CircleX, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { IntegrationState } from '../../../../core/api/health';
import { cn } from '../../../lib/cn';

type Level = IntegrationState['status'] | 'checking';

const LEVELS: Record<Level, { label: string; icon: typeof CircleCheck; className: string }> = {
  ok: { label: 'Operational', icon: CircleCheck, className: 'text-success' },
  degraded: { label: 'Degraded', icon: TriangleAlert, className: 'text-warning' },
  down: { label: 'Down', icon: CircleX, className: 'text-destructive' },
  off: { label: 'Switched off', icon: CircleMinus, className: 'text-muted-foreground' },
  checking: { label: 'Checking…', icon: LoaderCircle, className: 'text-muted-foreground' },
};

/** A state shown as icon *and* words, so colour is never the only signal. */
export function StatusPill({ level, label }: { level: Level; label?: string }) {
  const { icon: Icon, className, label: fallback } = LEVELS[level];
  return (
    <span className={cn('inline-flex items-center gap-1.5 font-semibold', className)}>
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', level === 'checking' && 'animate-spin motion-reduce:animate-none')} />
      {label ?? fallback}
    </span>
  );
}

export const INTEGRATION_NAMES: Record<string, string> = {
  'sign-in': 'Sign-in',
  llm: 'AI language model',
  assistant: 'AI assistant',
  payments: 'Payments',
  maps: 'Maps',
  planner: 'Planning engine',
  'rate-limits': 'Rate limits',
};

export const MODE_NAMES: Record<string, string> = {
  'built-in': 'Built-in',
  configured: 'Configured provider',
  sandbox: 'Sandbox (no money moves)',
  stripe: 'Stripe',
  offline: 'Offline base map',
  tiles: 'Map tile server',
  'in-process': 'In-process',
  redis: 'Redis',
  off: 'Off',
};

export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} s`;
}
