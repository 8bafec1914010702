import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';

export const ToastProvider = ToastPrimitive.Provider;

/** Spec §9: the container is at most 420 px wide. */
export const ToastViewport = forwardRef<
  ElementRef<typeof ToastPrimitive.Viewport>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Viewport>
>(function ToastViewport({ className, ...props }, ref) {
  return (
    <ToastPrimitive.Viewport
      ref={ref}
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none',
        className,
      )}
      {...props}
    />
  );
});

export const Toast = forwardRef<
  ElementRef<typeof ToastPrimitive.Root>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Root> & { variant?: 'default' | 'destructive' }
>(function Toast({ className, variant = 'default', ...props }, ref) {
  return (
    <ToastPrimitive.Root
      ref={ref}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl ' +
          'border p-4 pr-12 shadow-lift transition-transform data-[state=open]:animate-toast-in ' +
          ('data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] ' +
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none'),
        variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-popover text-popover-foreground',
        className,
      )}
      {...props}
    />
  );
});

export const ToastTitle = forwardRef<ElementRef<typeof ToastPrimitive.Title>, ComponentPropsWithoutRef<typeof ToastPrimitive.Title>>(
  function ToastTitle({ className, ...props }, ref) {
    return <ToastPrimitive.Title ref={ref} className={cn('text-sm font-semibold', className)} {...props} />;
  },
);

export const ToastDescription = forwardRef<
  ElementRef<typeof ToastPrimitive.Description>,
  ComponentPropsWithoutRef<typeof ToastPrimitive.Description>
>(function ToastDescription({ className, ...props }, ref) {
  return <ToastPrimitive.Description ref={ref} className={cn('text-sm opacity-95', className)} {...props} />;
});

export const ToastAction = forwardRef<ElementRef<typeof ToastPrimitive.Action>, ComponentPropsWithoutRef<typeof ToastPrimitive.Action>>(
  function ToastAction({ className, ...props }, ref) {
    return (
      <ToastPrimitive.Action
        ref={ref}
        className={cn(
          'inline-flex min-h-11 shrink-0 items-center justify-center rounded-full ' +
            'border border-current px-4 text-sm font-semibold hover:bg-foreground/5',
          className,
        )}
        {...props}
      />
    );
  },
);

export const ToastClose = forwardRef<ElementRef<typeof ToastPrimitive.Close>, ComponentPropsWithoutRef<typeof ToastPrimitive.Close>>(
  function ToastClose({ className, ...props }, ref) {
    return (
      <ToastPrimitive.Close
        ref={ref}
        aria-label="Close notification"
        className={cn(
          'absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full opacity-80 hover:opacity-100',
          className,
        )}
        {...props}
      >
        <X className="size-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    );
  },
);
