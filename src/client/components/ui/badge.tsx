import type { HTMLAttributes } from 'react';
import { variants } from '../../lib/cn';

export const badgeVariants = variants(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
  {
    variant: {
      default: 'border-transparent bg-primary text-primary-foreground',
      soft: 'border-transparent bg-primary-soft text-primary-soft-foreground',
      accent: 'border-transparent bg-accent-soft text-accent-soft-foreground',
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      outline: 'border-border text-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
    },
  },
  { variant: 'default' },
);

export type BadgeVariant = 'default' | 'soft' | 'accent' | 'secondary' | 'outline' | 'destructive';

export function Badge({ className, variant, ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={badgeVariants({ variant }, className)} {...props} />;
}
