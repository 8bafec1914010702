/** Spec §1/§9: Alt+/ help, Alt+1 main content, Alt+2 navigation, Alt+3 search; handler debounce 10 ms. */
export const KEYBOARD_DEBOUNCE_MS = 10;

export type ShortcutAction = 'help' | 'main' | 'navigation' | 'search';

export interface ShortcutDescription {
  keys: string;
  description: string;
}

export const SHORTCUTS: ShortcutDescription[] = [
  { keys: 'Alt + /', description: 'Show keyboard shortcuts' },
  { keys: 'Alt + 1', description: 'Jump to main content' },
  { keys: 'Alt + 2', description: 'Jump to navigation' },
  { keys: 'Alt + 3', description: 'Jump to search' },
  { keys: 'F8', description: 'Jump to notifications' },
  { keys: 'Tab / Shift + Tab', description: 'Move between links and controls' },
  { keys: 'Esc', description: 'Close a dialog or menu' },
];

type KeyLike = Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'key' | 'code'>;

/** Matches by physical key too (`code`): on macOS, Alt+1 types "¡" rather than "1". */
export function matchShortcut(event: KeyLike): ShortcutAction | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === '/' || event.code === 'Slash' || event.key === '?') return 'help';
  if (event.code === 'Digit1' || event.key === '1') return 'main';
  if (event.code === 'Digit2' || event.key === '2') return 'navigation';
  if (event.code === 'Digit3' || event.key === '3') return 'search';
  return null;
}

/** Focuses an element by id; returns false when there is none. Non-focusable targets get tabIndex -1. */
export function focusById(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  focusElement(el);
  return true;
}

export function focusElement(el: HTMLElement) {
  if (!el.matches('a[href], button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: false });
  el.scrollIntoView?.({ block: 'nearest' });
}

/** Alt+3 and the "skip to search" link: #search, else the page's first search field; null when none. */
export function findSearchTarget(): HTMLElement | null {
  return (
    document.getElementById('search') ??
    document.querySelector<HTMLElement>(
      'input[type="search"], [role="search"] input, [role="searchbox"], input[name="search"], input[name="q"]',
    )
  );
}

/**
 * A keydown listener whose action runs 10 ms after the last matching key press, so auto-repeat or a
 * double press runs it once. preventDefault is immediate so the browser's own Alt+digit does nothing.
 */
export function createShortcutHandler(run: (action: ShortcutAction) => void, isEnabled: () => boolean = () => true) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handler = (event: KeyboardEvent) => {
    if (!isEnabled()) return;
    const action = matchShortcut(event);
    if (!action) return;
    event.preventDefault();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      run(action);
    }, KEYBOARD_DEBOUNCE_MS);
  };
  handler.cancel = () => timer && clearTimeout(timer);
  return handler;
}
