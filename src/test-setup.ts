import { afterEach } from 'vitest';

// Tests fail on unexpected console.error (STYLE: epic-stack): a React warning or a swallowed error
// is a bug, not noise. A test that expects one spies on console.error itself.
const original = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
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
