// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { AccessibilityProvider } from '../../../lib/accessibility-provider';
import { createQueryClient } from '../../../lib/query-client';
import type { DestinationValue } from '../lib/form-values';
import { DestinationsField } from './destinations-field';

const city = (destinationId: string, name: string, country: string): DestinationValue => ({ destinationId, name, country, days: '' });

function Harness({ initial }: { initial: DestinationValue[] }) {
  const [value, setValue] = useState(initial);
  const [ordered, setOrdered] = useState(false);
  return (
    // The city search inside the field queries the server only once something is typed.
    <QueryClientProvider client={createQueryClient()}>
      <AccessibilityProvider>
        <DestinationsField id="dest" value={value} onChange={setValue} ordered={ordered} onOrderedChange={setOrdered} />
      </AccessibilityProvider>
    </QueryClientProvider>
  );
}

afterEach(cleanup);

describe('DestinationsField: the order of the cities', () => {
  it('lets the traveller fix the order, then move a city by keyboard-reachable buttons that keep focus', async () => {
    render(<Harness initial={[city('osaka', 'Osaka', 'JP'), city('tokyo', 'Tokyo', 'JP'), city('kyoto', 'Kyoto', 'JP')]} />);
    expect(screen.getByText(/The planner chooses the order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Visit in this order' }));
    expect(screen.getByText(/Wayfarer visits the cities in this order/)).toBeTruthy();
    // The first city cannot go earlier, the last cannot go later.
    expect(screen.queryByRole('button', { name: 'Move Osaka earlier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Kyoto later' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move Osaka later' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Osaka later' }));
    const list = screen.getByRole('list', { name: 'Cities in your trip' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.match(/Osaka|Tokyo|Kyoto/)?.[0]),
    ).toEqual(['Tokyo', 'Kyoto', 'Osaka']);
    // Osaka is last now: focus goes to the button that is left for it.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Osaka earlier'));
  });

  it('has no order to fix with one city', () => {
    render(<Harness initial={[city('lisbon', 'Lisbon', 'PT')]} />);
    expect(screen.queryByRole('checkbox', { name: 'Visit in this order' })).toBeNull();
  });
});
