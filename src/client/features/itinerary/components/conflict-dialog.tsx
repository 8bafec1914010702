import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { OPEN_CONFLICT_EVENT } from '../../../lib/autosave/autosave-badge';
import type { ItineraryEditor } from '../save/use-itinerary-editor';
import { ConflictDiff, describeOp } from './conflict-diff';

/**
 * Shown when a save met a newer version (412): nothing is lost until the user picks. Keep mine re-applies the
 * unsaved edits on the newer version; take theirs drops them; review both shows the two side by side.
 */
export function ConflictDialog({ editor, onResolved }: { editor: ItineraryEditor; onResolved: () => void }) {
  const conflict = editor.conflict;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [review, setReview] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const reopen = () => setDismissed(null);
    window.addEventListener(OPEN_CONFLICT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONFLICT_EVENT, reopen);
  }, []);
  if (!conflict) return null;
  const open = dismissed !== conflict.etag;
  const resolve = async (choice: 'mine' | 'theirs') => {
    setBusy(true);
    await editor.resolveConflict(choice);
    setBusy(false);
    setReview(false);
    onResolved();
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && setDismissed(conflict.etag)}>
      <DialogContent className={review ? 'max-w-4xl' : 'max-w-lg'} onCloseAutoFocus={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>This trip was changed somewhere else</DialogTitle>
          <DialogDescription>
            Version {conflict.currentVersion} was saved (in another tab or device, or by the assistant) while you had {editor.pending}{' '}
            unsaved {editor.pending === 1 ? 'change' : 'changes'}. Nothing is lost: choose what to keep.
          </DialogDescription>
        </DialogHeader>
        <div>
          <h3 className="text-sm font-semibold">Your unsaved changes</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-muted-foreground">
            {editor.pendingOps.slice(0, 8).map((op, i) => (
              <li key={i}>{describeOp(op, editor.view)}</li>
            ))}
            {editor.pendingOps.length > 8 && <li>and {editor.pendingOps.length - 8} more</li>}
          </ul>
        </div>
        {review && <ConflictDiff mine={editor.view} theirs={conflict.itinerary} />}
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={() => setReview((r) => !r)} aria-expanded={review}>
            {review ? 'Hide comparison' : 'Review both'}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button variant="outline" disabled={busy} onClick={() => void resolve('theirs')}>
              Take theirs
            </Button>
            <Button disabled={busy} onClick={() => void resolve('mine')}>
              Keep mine
            </Button>
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
