import { cn } from '../../lib/cn';

/**
 * Preformatted code that may scroll sideways. It is focusable so keyboard users can scroll it
 * (axe: scrollable-region-focusable), and labelled so the focus stop has a name.
 */
export function CodeBlock({ code, label, className }: { code: string; label: string; className?: string }) {
  return (
    <pre
      tabIndex={0}
      role="group"
      aria-label={label}
      className={cn('overflow-x-auto rounded-lg border border-border bg-muted p-4 font-mono text-sm leading-6 text-foreground', className)}
    >
      <code>{code}</code>
    </pre>
  );
}
