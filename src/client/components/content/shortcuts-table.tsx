import { SHORTCUTS } from '../../lib/keyboard-shortcuts';

/** Every keyboard shortcut in a table: the Alt+/ help dialog and the docs page show the same one. */
export function ShortcutsTable({ className = '' }: { className?: string }) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className="sr-only">Keyboard shortcuts</caption>
      <thead>
        <tr className="text-muted-foreground">
          <th scope="col" className="pb-2 pr-4 font-medium">
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
  );
}
