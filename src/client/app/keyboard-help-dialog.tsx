import { Keyboard } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { ShortcutsTable } from '../components/content/shortcuts-table';

/** The Alt+/ help: every shortcut in a table. Loaded on first use. */
export function KeyboardHelpDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Keyboard className="size-5 text-primary" aria-hidden="true" /> Keyboard shortcuts
          </DialogTitle>
          <DialogDescription>Move around Wayfarer without a mouse.</DialogDescription>
        </DialogHeader>
        <ShortcutsTable />
      </DialogContent>
    </Dialog>
  );
}
