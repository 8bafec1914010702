// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { KeepFocus } from './keep-focus';

afterEach(cleanup);

// `build` changes React's key: every entry is then a new node, as a moved entry is to the browser (Chromium takes
// a moved node's focus away; jsdom does not, so these tests replace nodes instead of reordering them).
function List({ names, plain = false, build = 0 }: { names: string[]; plain?: boolean; build?: number }) {
  const list = (
    <ul aria-label="Places in view">
      {names.map((n) => (
        <li key={`${n}:${build}`}>
          <button type="button" data-focus-key={n}>
            {n}
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      <button type="button">Elsewhere</button>
      {plain ? <div>{list}</div> : <KeepFocus>{list}</KeepFocus>}
    </>
  );
}

describe('KeepFocus', () => {
  it('without it, an entry that is replaced or leaves the list takes focus with it (the case it exists for)', () => {
    const { rerender } = render(<List plain names={['Belém Tower', 'Jerónimos', 'Oceanário']} />);
    screen.getByRole('button', { name: 'Jerónimos' }).focus();
    rerender(<List plain build={1} names={['Oceanário', 'Belém Tower', 'Jerónimos']} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('puts focus back on the entry with the same key when its node was replaced', () => {
    const { rerender } = render(<List names={['Belém Tower', 'Jerónimos', 'Oceanário']} />);
    screen.getByRole('button', { name: 'Jerónimos' }).focus();
    rerender(<List build={1} names={['Oceanário', 'Belém Tower', 'Jerónimos']} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Jerónimos' }));
  });

  it('moves focus to the first entry when the focused one is no longer in the list', () => {
    const { rerender } = render(<List names={['Belém Tower', 'Jerónimos', 'Oceanário']} />);
    screen.getByRole('button', { name: 'Jerónimos' }).focus();
    rerender(<List names={['LX Factory', 'Oceanário']} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'LX Factory' }));
  });

  it('leaves focus that went elsewhere alone, and does nothing when focus was not in the list', () => {
    const { rerender } = render(<List names={['Belém Tower', 'Jerónimos', 'Oceanário']} />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(<List names={['Oceanário', 'Belém Tower', 'Jerónimos']} />);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.blur();
    rerender(<List names={['Jerónimos', 'Oceanário']} />);
    expect(document.activeElement).toBe(document.body);
  });
});
