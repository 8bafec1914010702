import { Component, createRef, type ReactNode } from 'react';

/**
 * Keeps keyboard focus on the same entry of a list that re-renders with new data while someone is on it (the map
 * explorer's places as answers for the map's view arrive). React moves reordered entries in the DOM, and a moved
 * or replaced node loses focus to the page, so the next Tab starts again from the top. Entries carry
 * `data-focus-key`; after an update that took focus away, it goes back to the entry with the same key, or, if
 * that entry is gone, to the first entry. Focus that went elsewhere on purpose is left alone.
 *
 * A class because `getSnapshotBeforeUpdate` is React's way to read the DOM before a commit changes it.
 */
export class KeepFocus extends Component<{ children: ReactNode }> {
  private box = createRef<HTMLDivElement>();

  override getSnapshotBeforeUpdate(): string | null {
    const active = document.activeElement;
    const box = this.box.current;
    return box && active instanceof HTMLElement && box.contains(active) ? (active.dataset.focusKey ?? null) : null;
  }

  override componentDidUpdate(_props: unknown, _state: unknown, key: string | null) {
    const box = this.box.current;
    if (key === null || !box) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const entries = Array.from(box.querySelectorAll<HTMLElement>('[data-focus-key]'));
    (entries.find((e) => e.dataset.focusKey === key) ?? entries[0])?.focus();
  }

  override render() {
    return <div ref={this.box}>{this.props.children}</div>;
  }
}
