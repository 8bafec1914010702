/** Spec §4: keyboard-user mode turns on at the first Tab press and off at the next mouse press. */
export const KEYBOARD_USER_CLASS = 'keyboard-user';

export function installKeyboardUserMode(root: HTMLElement = document.documentElement, target: Document = document) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') root.classList.add(KEYBOARD_USER_CLASS);
  };
  const onMouseDown = () => root.classList.remove(KEYBOARD_USER_CLASS);
  target.addEventListener('keydown', onKeyDown, true);
  target.addEventListener('mousedown', onMouseDown, true);
  return () => {
    target.removeEventListener('keydown', onKeyDown, true);
    target.removeEventListener('mousedown', onMouseDown, true);
    root.classList.remove(KEYBOARD_USER_CLASS);
  };
}
