import { Keyboard } from 'lucide-react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { SHORTCUTS } from '../lib/keyboard-shortcuts';

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
        <table className="w-full text-sm">
          <caption className="sr-only">Keyboard shortcuts</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="pb-2 font-medium">
                Keys
              </th>
              <th scope="col" className="pb-2 font-medium">
                Action
              </th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.keys} className="border-t border-border">
                <td className="py-2.5 pr-4">
                  <kbd className="rounded-md border border-border bg-muted px-2 py-1 font-mono text-xs font-semibold whitespace-nowrap">
                    {s.keys}
                  </kbd>
                </td>
                <td className="py-2.5">{s.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
