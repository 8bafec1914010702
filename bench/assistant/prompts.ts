/**
 * Realistic utterances for the built-in brain, with the tool (and key inputs) a correct reading calls, or the
 * plain reply. `{visit}`, `{visit2}` and `{meal}` are replaced by item names of the bench's planned Lisbon trip.
 */
export interface Case {
  text: string;
  tool: string | null;
  input?: Record<string, unknown>;
  reply?: string;
}

export const CASES: Case[] = [
  { text: 'Which museums are open at 10:00 on day 1?', tool: 'search_places', input: { category: 'museum', openAt: '10:00', day: 1 } },
  { text: 'what is open at 9pm near {visit}?', tool: 'search_places', input: { openAt: '21:00', near: '{visit}' } },
  { text: 'find me a vegetarian restaurant', tool: 'search_places', input: { diet: 'vegetarian', category: 'food' } },
  { text: 'any good viewpoints in Lisbon?', tool: 'search_places', input: { category: 'viewpoint' } },
  { text: 'Recommend seafood places for dinner', tool: 'search_places', input: { cuisine: 'seafood' } },
  { text: 'show me markets open at 8am', tool: 'search_places', input: { category: 'market', openAt: '08:00' } },
  { text: 'bars near {visit}', tool: 'search_places', input: { category: 'nightlife', near: '{visit}' } },
  { text: 'parks in Lisbon', tool: 'search_places', input: { category: 'nature' } },
  { text: 'What are the opening hours of {visit}?', tool: 'place_details', input: { place: '{visit}' } },
  { text: 'tell me about {visit2}', tool: 'place_details', input: { place: '{visit2}' } },
  { text: 'Remove {visit} from my trip', tool: 'propose_edit', input: { action: 'remove', item: '{visit}' } },
  { text: "I don't want to go to {visit2}", tool: 'propose_edit', input: { action: 'remove', item: '{visit2}' } },
  { text: 'skip {visit}', tool: 'propose_edit', input: { action: 'remove', item: '{visit}' } },
  { text: 'Move {visit} to day 2', tool: 'propose_edit', input: { action: 'move', item: '{visit}', day: 2 } },
  { text: 'can you put {visit} on day 3 at 3pm', tool: 'propose_edit', input: { action: 'move', item: '{visit}', day: 3, time: '15:00' } },
  { text: 'Start {visit} at 4pm', tool: 'propose_edit', input: { action: 'retime', item: '{visit}', time: '16:00' } },
  { text: 'reschedule {visit2} to 11:30', tool: 'propose_edit', input: { action: 'retime', item: '{visit2}', time: '11:30' } },
  { text: 'Swap {meal} for something vegetarian', tool: 'propose_edit', input: { action: 'swap', item: '{meal}', diet: 'vegetarian' } },
  { text: 'replace {meal} with italian', tool: 'propose_edit', input: { action: 'swap', item: '{meal}', cuisine: 'italian' } },
  { text: 'swap {visit} for something else', tool: 'propose_edit', input: { action: 'swap', item: '{visit}' } },
  { text: 'Make day 2 more relaxed', tool: 'propose_edit', input: { action: 'lighter', day: 2 } },
  { text: 'day 1 is too busy', tool: 'propose_edit', input: { action: 'lighter', day: 1 } },
  { text: 'make the last day lighter', tool: 'propose_edit', input: { action: 'lighter', day: 3 } },
  { text: 'Can you make day 3 more packed?', tool: 'propose_edit', input: { action: 'packed', day: 3 } },
  { text: 'Re-plan day 2', tool: 'propose_edit', input: { action: 'replan', day: 2 } },
  { text: 'redo the second day please', tool: 'propose_edit', input: { action: 'replan', day: 2 } },
  { text: 'Add Jerónimos Monastery to day 2', tool: 'propose_edit', input: { action: 'add', day: 2 } },
  { text: 'Plan 4 days in Porto from 12 June for two', tool: 'plan_trip' },
  { text: 'create a weekend trip to Rome in October', tool: 'plan_trip' },
  { text: 'Is my trip feasible?', tool: 'explain_feasibility' },
  { text: 'why does day 2 fail?', tool: 'explain_feasibility', input: { day: 2 } },
  { text: "what's the weather in Lisbon in May?", tool: 'weather', input: { month: 5 } },
  { text: 'how hot is it in July?', tool: 'weather', input: { month: 7 } },
  { text: 'How long does it take from {visit} to {visit2}?', tool: 'travel_time', input: { from: '{visit}', to: '{visit2}' } },
  { text: 'What plugs do they use in Portugal?', tool: 'country_facts' },
  { text: 'tipping in Lisbon?', tool: 'country_facts' },
  { text: 'Convert 100 EUR to USD', tool: 'convert_currency', input: { amount: 100, from: 'EUR', to: 'USD' } },
  { text: 'how much is 50 pounds in euros', tool: 'convert_currency', input: { amount: 50, from: 'GBP', to: 'EUR' } },
  { text: 'hello', tool: null, reply: 'help' },
  { text: 'write me a poem about cats', tool: null, reply: 'unknown' },
];
