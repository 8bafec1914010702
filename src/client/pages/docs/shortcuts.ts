/** Keyboard shortcuts of spec §1, listed in the docs. */
export const SHORTCUTS = [
  { keys: ['Alt', '1'], action: 'Jump to the main content' },
  { keys: ['Alt', '2'], action: 'Jump to the navigation' },
  { keys: ['Alt', '3'], action: 'Jump to the search box on pages that have one' },
  { keys: ['Alt', '/'], action: 'Show the list of shortcuts' },
  { keys: ['F8'], action: 'Move to the notifications area' },
];
