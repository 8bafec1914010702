import { TOAST_DURATION, TOAST_SWIPE_THRESHOLD } from '../../lib/toast-store';
import { useToast } from '../../lib/toast';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the toast store (spec §2/§9: max 1, closable, F8 focuses the viewport, 5 s, swipe threshold 50). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <ToastProvider duration={TOAST_DURATION} swipeThreshold={TOAST_SWIPE_THRESHOLD} label="Notifications">
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismiss(id);
          }}
        >
          <div className="grid flex-1 gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText ?? action.label} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
