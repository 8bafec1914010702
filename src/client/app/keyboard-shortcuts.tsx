import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAccessibility } from '../lib/accessibility-provider';
import { createShortcutHandler, focusById } from '../lib/keyboard-shortcuts';
import { installKeyboardUserMode } from '../lib/keyboard-user';
import { focusSearchOrFallback } from './layout/skip-links';
import { resilientImport } from '../lib/resilient-import';

const KeyboardHelpDialog = lazy(resilientImport(() => import('./keyboard-help-dialog').then((m) => ({ default: m.KeyboardHelpDialog }))));

/** Global keyboard shortcuts (spec §1), keyboard-user mode, and the Alt+/ help dialog. */
export function KeyboardShortcuts() {
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpMounted, setHelpMounted] = useState(false);
  const { settings, announce } = useAccessibility();
  const enabled = useRef(settings.keyboardNavigationEnabled);
  useEffect(() => {
    enabled.current = settings.keyboardNavigationEnabled;
  }, [settings.keyboardNavigationEnabled]);

  useEffect(() => installKeyboardUserMode(), []);

  useEffect(() => {
    const handler = createShortcutHandler(
      (action) => {
        if (action === 'help') {
          setHelpMounted(true);
          return setHelpOpen((open) => !open);
        }
        setHelpOpen(false);
        if (action === 'main') focusById('main-content');
        else if (action === 'navigation') focusById('main-navigation');
        else focusSearchOrFallback(announce);
      },
      () => enabled.current,
    );
    document.addEventListener('keydown', handler);
    return () => {
      handler.cancel();
      document.removeEventListener('keydown', handler);
    };
  }, [announce]);

  if (!helpMounted) return null;
  return (
    <Suspense fallback={null}>
      <KeyboardHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
    </Suspense>
  );
}
