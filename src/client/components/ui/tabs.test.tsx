// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern with arrow keys, Home and End', () => {
    render(
      <Tabs defaultValue="day-1">
        <TabsList aria-label="Days">
          <TabsTrigger value="day-1">Day 1</TabsTrigger>
          <TabsTrigger value="day-2">Day 2</TabsTrigger>
          <TabsTrigger value="day-3">Day 3</TabsTrigger>
        </TabsList>
        <TabsContent value="day-1">Lisbon</TabsContent>
        <TabsContent value="day-2">Sintra</TabsContent>
        <TabsContent value="day-3">Porto</TabsContent>
      </Tabs>,
    );
    const [one, two, three] = screen.getAllByRole('tab');
    expect(one!.getAttribute('aria-selected')).toBe('true');
    expect(one!.tabIndex).toBe(0);
    expect(two!.tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Lisbon');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(one!.id);
    expect(document.getElementById(two!.getAttribute('aria-controls')!)).toBeTruthy();

    one!.focus();
    fireEvent.keyDown(one!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(two);
    expect(screen.getByRole('tabpanel').textContent).toBe('Sintra');
    fireEvent.keyDown(two!, { key: 'End' });
    expect(document.activeElement).toBe(three);
    fireEvent.keyDown(three!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Porto');
  });
});
