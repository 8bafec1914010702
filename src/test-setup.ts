import { afterEach } from 'vitest';

// Tests fail on unexpected console.error (STYLE: epic-stack): a React warning or a swallowed error
// is a bug, not noise. A test that expects one spies on console.error itself.
// Node tests share a worker between files (isolate: false) and this file runs once per test file: wrap once.
const state = ((globalThis as { __consoleErrors?: { seen: unknown[][] } }).__consoleErrors ??= { seen: [] });
if (!(console.error as { wrapped?: boolean }).wrapped) {
  const original = console.error;
  const wrapper = (...args: unknown[]) => {
    state.seen.push(args);
    original(...args);
  };
  console.error = Object.assign(wrapper, { wrapped: true });
}
afterEach(() => {
  const seen = state.seen;
  state.seen = [];
  if (seen.length && !(console.error as { mock?: unknown }).mock) {
    throw new Error(`console.error was called during the test:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});

// Browser-side tests wait on real HTTP to a local server and on debounces: on a busy 2-core machine the
// default 1 s for findBy*/waitFor is too short to tell slow from broken, so allow 5 s.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
