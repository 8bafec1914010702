import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { variants } from '../../lib/cn';

/** Every size keeps the 44 px minimum touch target (spec §9) except `icon-sm`, meant for dense toolbars inside a larger hit area. */
export const buttonVariants = variants(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full ' +
    'font-semibold transition-colors duration-150 select-none focus-visible:outline-2 ' +
    ('focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none ' +
      'disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0'),
  {
    variant: {
      default: 'bg-primary text-primary-foreground shadow-soft hover:bg-primary-hover',
      accent: 'bg-accent text-accent-foreground shadow-soft hover:brightness-110',
      secondary: 'bg-secondary text-secondary-foreground hover:bg-muted hover:brightness-95',
      outline: 'border border-input bg-background text-foreground hover:bg-muted',
      ghost: 'text-foreground hover:bg-muted',
      destructive: 'bg-destructive text-destructive-foreground shadow-soft hover:brightness-110',
      link: 'rounded-md text-primary underline-offset-4 hover:underline',
    },
    size: {
      default: 'min-h-11 px-5 text-sm',
      sm: 'min-h-11 px-3.5 text-sm',
      lg: 'min-h-12 px-7 text-base',
      icon: 'size-11',
      'icon-sm': 'size-9',
    },
  },
  { variant: 'default', size: 'default' },
);

export type ButtonVariant = 'default' | 'accent' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon' | 'icon-sm';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the child element (e.g. a router `<Link>`) with the button's look. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp ref={ref} className={buttonVariants({ variant, size }, className)} {...(asChild ? {} : { type: type ?? 'button' })} {...props} />
  );
});
