import { useId, useState } from 'react';
import { Copy, Link2, Link2Off, Share2 } from 'lucide-react';
import type { ShareInfo } from '../../../../core/api/trips';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { errorMessageForUser } from '../../../lib/api-error';
import { shareItinerary, unshareItinerary } from '../api/itinerary-actions';

/** A read-only link for anyone (no private notes); revocable; copy or the device's share sheet. */
export function ShareDialog({
  id,
  title,
  share,
  onChange,
}: {
  id: string;
  title: string;
  share: ShareInfo | null;
  onChange: (share: ShareInfo | null) => void;
}) {
  const fieldId = useId();
  const { announce } = useAccessibility();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [open, setOpen] = useState(false);
  const url = share ? new URL(share.url, window.location.origin).toString() : '';
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(errorMessageForUser(e));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      announce('Link copied');
    } catch {
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      setError('Could not copy automatically: the link is selected, copy it with Ctrl+C.');
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setCopied(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" /> Share
        </Button>
      </DialogTrigger>
      {/* Only while open: a closed dialog's content still sets its state in the trip page's first commit (issue 16). */}
      {open && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Share this trip</DialogTitle>
            <DialogDescription>
              Anyone with the link sees the trip read-only, without signing in. Private notes stay private.
            </DialogDescription>
          </DialogHeader>
          {share ? (
            <div className="grid gap-3">
              <div className="grid gap-1.5">
                <Label htmlFor={fieldId}>Share link</Label>
                <Input id={fieldId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="share-url" />
              </div>
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => void copy()}>
                  <Copy aria-hidden="true" /> {copied ? 'Copied' : 'Copy link'}
                </Button>
                {canShare && (
                  <Button variant="outline" onClick={() => void navigator.share({ title, url }).catch(() => undefined)}>
                    <Share2 aria-hidden="true" /> Share…
                  </Button>
                )}
                <Button
                  variant="outline"
                  className="text-destructive"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await unshareItinerary(id);
                      onChange(null);
                      announce('Sharing stopped: the old link no longer works');
                    })
                  }
                >
                  <Link2Off aria-hidden="true" /> Stop sharing
                </Button>
              </div>
            </div>
          ) : (
            <Button
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const info = await shareItinerary(id);
                  onChange(info);
                  announce('Share link created');
                })
              }
            >
              <Link2 aria-hidden="true" /> Create share link
            </Button>
          )}
          {error && (
            <p className="text-sm text-destructive" role="alert">
              {error}
            </p>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
