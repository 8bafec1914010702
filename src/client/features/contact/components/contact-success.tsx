import { useEffect, useRef } from 'react';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Replaces the form once the message is stored; focus moves to the heading so it is announced. */
export function ContactSuccess({ title, body, onReset }: { title: string; body: string; onReset: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl border border-border bg-primary-soft p-6 text-primary-soft-foreground">
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
            {title}
          </h3>
          <p className="mt-1">{body}</p>
          <Button variant="outline" className="mt-4" onClick={onReset}>
            Send another message
          </Button>
        </div>
      </div>
    </div>
  );
}
