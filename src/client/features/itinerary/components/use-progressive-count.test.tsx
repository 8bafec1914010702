// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

afterEach(cleanup);

const renders: number[] = [];
function Days({ total }: { total: number }) {
  const shown = useProgressiveCount(total);
  renders.push(shown);
  return <p data-testid="shown">{shown}</p>;
}

it('renders the first part at once, then one more per step until all are shown', async () => {
  renders.length = 0;
  render(<Days total={4} />);
  expect(renders[0]).toBe(1);
  await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('4'));
  // One at a time: every count from 1 to 4 was rendered, none skipped.
  expect([...new Set(renders)]).toEqual([1, 2, 3, 4]);
});

it('never shows more than there is, and follows a list that grows', async () => {
  const { rerender } = render(<Days total={0} />);
  expect(screen.getByTestId('shown').textContent).toBe('0');
  rerender(<Days total={2} />);
  await waitFor(() => expect(screen.getByTestId('shown').textContent).toBe('2'));
});
