// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { DeferredDropdownMenu, DropdownMenuContent, DropdownMenuItem } from './dropdown-menu';

afterEach(cleanup);
beforeAll(() => {
  // Radix measures its trigger with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

function Menu({ onClick = () => {}, onSelect = () => {} }: { onClick?: () => void; onSelect?: () => void }) {
  return (
    <DeferredDropdownMenu
      trigger={
        <Button aria-label="Move Belém Tower" onClick={onClick}>
          Move
        </Button>
      }
    >
      <DropdownMenuContent>
        <DropdownMenuItem disabled>Move up</DropdownMenuItem>
        <DropdownMenuItem onSelect={onSelect}>Move down</DropdownMenuItem>
      </DropdownMenuContent>
    </DeferredDropdownMenu>
  );
}

// hidden: a modal menu hides the rest of the page from assistive technology while it is open.
const trigger = () => screen.getByRole('button', { name: 'Move Belém Tower', hidden: true });

describe('DeferredDropdownMenu', () => {
  it('is a plain menu button until used: says it opens a menu, mounts no menu', () => {
    render(<Menu />);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from Enter with focus on the first item that can be chosen', async () => {
    const onSelect = vi.fn();
    render(<Menu onSelect={onSelect} />);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => {
      trigger().dispatchEvent(enter);
    });
    // Its default, a click, is prevented: the menu does not open and close again.
    expect(enter.defaultPrevented).toBe(true);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Move down');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it.each([' ', 'ArrowDown'])('opens from %j with focus on the first item', async (key) => {
    render(<Menu />);
    await act(async () => {
      fireEvent.keyDown(trigger(), { key });
    });
    expect(document.activeElement?.textContent).toBe('Move down');
  });

  it("opens from a click with no pointer (a script's click()) as from the keyboard, and calls the button's own onClick", async () => {
    const onClick = vi.fn();
    render(<Menu onClick={onClick} />);
    await act(async () => {
      fireEvent.click(trigger(), { detail: 0 });
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.textContent).toBe('Move down');
  });

  it('opened by a pointer, focuses the menu itself, as Radix does; then it is a Radix menu', async () => {
    render(<Menu />);
    await act(async () => {
      fireEvent.click(trigger(), { detail: 1 });
    });
    const menu = screen.getByRole('menu');
    expect(document.activeElement).toBe(menu);
    await act(async () => {
      fireEvent.keyDown(menu, { key: 'Escape' });
    });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    // Mounted now: Radix's own trigger opens it again from the keyboard.
    await act(async () => {
      fireEvent.keyDown(trigger(), { key: 'Enter' });
    });
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
