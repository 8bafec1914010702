/**
 * A static, illustrative day for the landing page. It is written by hand to show what a plan and its
 * feasibility report look like; it is not produced by the engine and not a live plan.
 */
export type SampleItemKind = 'visit' | 'meal' | 'transfer';

export interface SampleItem {
  kind: SampleItemKind;
  start: string;
  end: string;
  title: string;
  detail: string;
  /** Cost for the whole party, integer minor units of `SAMPLE_DAY.currency`. */
  costMinor: number;
}

export interface SampleCheck {
  label: string;
  detail: string;
}

export const SAMPLE_DAY = {
  trip: '5 days in Lisbon for two, relaxed pace, budget €2,000',
  day: 'Day 2 · Tuesday',
  currency: 'EUR',
  tripTotalMinor: 164_000,
  budgetMinor: 200_000,
  items: [
    { kind: 'visit', start: '09:30', end: '11:00', title: 'Jerónimos Monastery', detail: 'Open Tue–Sun 09:30–18:00', costMinor: 3_600 },
    {
      kind: 'transfer',
      start: '11:00',
      end: '11:15',
      title: 'Walk to Belém Tower',
      detail: '1.1 km along the river, about 12 min',
      costMinor: 0,
    },
    { kind: 'visit', start: '11:15', end: '12:05', title: 'Belém Tower', detail: 'Open Tue–Sun 09:30–18:00', costMinor: 2_000 },
    { kind: 'meal', start: '12:30', end: '13:30', title: 'Lunch in Belém', detail: 'Portuguese, vegetarian options', costMinor: 3_800 },
    {
      kind: 'transfer',
      start: '13:40',
      end: '14:35',
      title: 'Tram 15E, then walk up to the castle',
      detail: '30 min ride, 20 min climb',
      costMinor: 620,
    },
    { kind: 'visit', start: '14:45', end: '16:45', title: 'Castelo de São Jorge', detail: 'Open daily 09:00–21:00', costMinor: 3_000 },
    { kind: 'meal', start: '19:30', end: '21:00', title: 'Dinner in Alfama', detail: 'Reserved table, fado optional', costMinor: 6_400 },
  ] satisfies SampleItem[],
  checks: [
    { label: 'Opening hours', detail: 'All 3 sights are open when you arrive and when you plan to leave.' },
    { label: 'Transfers', detail: 'Each transfer fits the gap before the next stop, with at least 3 minutes to spare.' },
    { label: 'Pace', detail: '4 h 20 min of sightseeing, within the 6 h a relaxed day allows.' },
    { label: 'Meals', detail: 'Lunch and dinner start inside their windows (12:00–14:30, 19:00–22:00).' },
    { label: 'Budget', detail: 'Trip total €1,640 of €2,000, with €360 left for the unexpected.' },
  ] satisfies SampleCheck[],
};
