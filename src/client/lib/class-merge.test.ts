import { describe, expect, it } from 'vitest';
import { twMerge } from 'tailwind-merge';
import table from 'virtual:class-merge';
import { mergeClasses } from './class-merge';
import { cn, variants } from './cn';

// The oracle is tailwind-merge itself, over the table the build made from our sources (decision 048).
const tokens = table.tokens.split(' ');
// Classes tailwind-merge has no group for: ours, and Tailwind's markers.
const FREE = ['group', 'peer', 'group/item', 'wf-timeline', 'prose', 'not-a-class'];

describe('class merging from the build-time table', () => {
  it('holds the classes we write, each with a key', () => {
    expect(tokens.length).toBeGreaterThan(500);
    expect(table.keys.split(',')).toHaveLength(tokens.length);
    for (const token of ['flex', 'px-2', 'p-4', 'text-sm', 'text-muted-foreground', 'hover:bg-accent', 'sm:flex'])
      expect(tokens, token).toContain(token);
  });

  it('merges as tailwind-merge does: overrides, partial overrides, variants, duplicates', () => {
    for (const classes of [
      'px-2 py-1 p-4',
      'p-4 px-2',
      'leading-6 text-sm',
      'text-sm leading-6',
      'text-sm text-muted-foreground',
      'hover:bg-accent bg-primary hover:bg-muted',
      'h-9 px-4 h-8',
      'flex hidden',
      'group flex group',
      '  px-2   px-4 ',
    ])
      expect(mergeClasses(classes), classes).toBe(twMerge(classes));
  });

  it('agrees with tailwind-merge on 20,000 random lists of our classes', () => {
    let seed = 42;
    const pick = <T>(list: T[]) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return list[seed % list.length]!;
    };
    // Lists drawn from classes that share a utility root with another, so most lists hold a conflict.
    const roots = new Map<string, string[]>();
    for (const token of tokens) {
      const root = token.replace(/^.*:/, '').split('-')[0]!;
      roots.set(root, [...(roots.get(root) ?? []), token]);
    }
    const crowded = [...roots.values()].filter((group) => group.length > 1);
    for (let i = 0; i < 20_000; i++) {
      const list: string[] = [];
      const length = 2 + (i % 7);
      for (let j = 0; j < length; j++) list.push(j % 3 === 2 ? pick(tokens) : j % 5 === 4 ? pick(FREE) : pick(pick(crowded)));
      const classes = list.join(' ');
      expect(mergeClasses(classes), classes).toBe(twMerge(classes));
    }
  });

  it('is what cn and variants use', () => {
    const hidden = false;
    expect(cn('px-2 py-1', { 'p-4': true }, undefined, ['text-sm', hidden && 'hidden'])).toBe('p-4 text-sm');
    const button = variants('inline-flex h-9 px-4', { size: { sm: 'h-8 px-3', md: '' } }, { size: 'md' });
    expect(button({ size: 'sm' }, 'px-2')).toBe('inline-flex h-8 px-2');
  });
});
