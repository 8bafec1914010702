import type { TripRequestInput } from '../../src/core/trip-request/schema';

/** Real-world trip requests: holidays, winter and summer, multi-city, every continent. */
export interface RealismCase {
  name: string;
  request: TripRequestInput;
  expectInfeasible?: RegExp;
}

const city = (...ids: string[]) => ids.map((cityId) => ({ kind: 'city' as const, cityId }));
const two = { adults: 2, childAges: [], pets: 0 };

export const CASES: RealismCase[] = [
  {
    name: 'Paris over 1 May (Louvre and Orsay closed)',
    request: { destinations: city('paris'), startDate: '2026-04-30', days: 3, travellers: two, interests: [{ tag: 'art', weight: 1 }] },
  },
  {
    name: 'Paris on 1 May with the Louvre as a must-see',
    request: { destinations: city('paris'), startDate: '2026-05-01', days: 1, mustSee: ['paris-louvre-museum'] },
    expectInfeasible: /Louvre.*2026-05-01/,
  },
  { name: 'London Christmas, 24-27 Dec', request: { destinations: city('london'), startDate: '2026-12-24', days: 4, travellers: two } },
  {
    name: 'Rome and the Vatican over New Year',
    request: { destinations: city('rome'), startDate: '2026-12-31', days: 3, mustSee: ['rome-vatican-museums'] },
  },
  { name: 'Granada at Christmas', request: { destinations: city('granada'), startDate: '2026-12-24', days: 3 } },
  {
    name: 'Madrid over New Year',
    request: { destinations: city('madrid'), startDate: '2026-12-30', days: 4, mustSee: ['madrid-museo-del-prado'] },
  },
  { name: 'Athens on Independence Day', request: { destinations: city('athens'), startDate: '2027-03-24', days: 3 } },
  {
    name: 'New York over Thanksgiving',
    request: { destinations: city('new-york'), startDate: '2026-11-25', days: 4, travellers: two, mustSee: ['new-york-met'] },
  },
  { name: 'Tokyo year end', request: { destinations: city('tokyo'), startDate: '2026-12-28', days: 5 } },
  { name: 'Barcelona at Christmas', request: { destinations: city('barcelona'), startDate: '2026-12-24', days: 3 } },
  {
    name: 'Rome and Florence in May, €2,500 for two',
    request: {
      destinations: city('rome', 'florence'),
      startDate: '2026-05-12',
      days: 5,
      travellers: two,
      budget: { amount: 250000, currency: 'EUR' },
      interests: [{ tag: 'art', weight: 1 }],
      avoidTags: ['nightlife'],
    },
  },
  {
    name: 'Vienna and Prague in June',
    request: { destinations: city('vienna', 'prague'), startDate: '2026-06-08', days: 5, travellers: two },
  },
  {
    name: 'Tokyo and Kyoto in April',
    request: { destinations: city('tokyo', 'kyoto'), startDate: '2026-04-06', days: 7, travellers: two },
  },
  { name: 'Paris and London in September', request: { destinations: city('paris', 'london'), startDate: '2026-09-14', days: 6 } },
  {
    name: 'Florence and Venice in October (no car into Venice)',
    request: {
      destinations: city('florence', 'venice'),
      startDate: '2026-10-05',
      days: 5,
      transport: { modes: ['train', 'bus', 'self-drive', 'flight'] },
    },
  },
  {
    name: 'Cusco 4 days in July, must see Machu Picchu (train and bus via Aguas Calientes)',
    request: { destinations: city('cusco'), startDate: '2026-07-06', days: 4, mustSee: ['cusco-machu-picchu'] },
  },
  {
    name: 'Cusco and the Sacred Valley (Pisac, Ollantaytambo, Moray) in September',
    request: {
      destinations: city('cusco'),
      startDate: '2026-09-14',
      days: 4,
      mustSee: ['cusco-pisac', 'cusco-ollantaytambo', 'cusco-moray'],
    },
  },
  {
    name: 'Cusco with a Rainbow Mountain hike (pre-dawn tour minibus, breakfast and lunch on the road)',
    request: { destinations: city('cusco'), startDate: '2026-07-06', days: 4, mustSee: ['cusco-rainbow-mountain'] },
  },
  {
    name: 'Cusco in August: Humantay Lake, Rainbow Mountain and Machu Picchu',
    request: {
      destinations: city('cusco'),
      startDate: '2026-08-10',
      days: 4,
      mustSee: ['cusco-humantay', 'cusco-rainbow-mountain', 'cusco-machu-picchu'],
    },
  },
  {
    name: 'Cusco with a Rainbow Mountain hike but days that start at noon (the tour vans leave the trailhead by 14:00)',
    request: {
      destinations: city('cusco'),
      startDate: '2026-07-06',
      days: 4,
      mustSee: ['cusco-rainbow-mountain'],
      pace: { preset: 'balanced', dayStart: '12:00' },
    },
    expectInfeasible: /Rainbow Mountain\) needs 240 min plus 3 h 30 min each way from Cusco.*\(05:00-16:00\).*start your days by 10:00/,
  },
  { name: 'Lima and Cusco in May', request: { destinations: city('lima', 'cusco'), startDate: '2026-05-04', days: 7 } },
  { name: 'Cape Town in February', request: { destinations: city('cape-town'), startDate: '2027-02-08', days: 5, travellers: two } },
  { name: 'Sydney and Melbourne in March', request: { destinations: city('sydney', 'melbourne'), startDate: '2027-03-08', days: 7 } },
  { name: 'Marrakech and Fes in April', request: { destinations: city('marrakech', 'fes'), startDate: '2026-04-13', days: 7 } },
  {
    name: 'Helsinki and Tallinn by ferry in August',
    request: { destinations: city('helsinki', 'tallinn'), startDate: '2026-08-10', days: 4 },
  },
  {
    name: 'Delhi, Agra and Jaipur in November',
    request: { destinations: city('delhi', 'agra', 'jaipur'), startDate: '2026-11-09', days: 7 },
  },
  {
    name: 'New York and Washington in April',
    request: { destinations: city('new-york', 'washington-dc'), startDate: '2026-04-13', days: 6 },
  },
  {
    name: 'Munich and Salzburg by car in May',
    request: {
      destinations: city('munich', 'salzburg'),
      startDate: '2026-05-18',
      days: 5,
      travellers: two,
      transport: { modes: ['self-drive', 'train'] },
    },
  },
  { name: 'Buenos Aires in November', request: { destinations: city('buenos-aires'), startDate: '2026-11-16', days: 4 } },
  { name: 'Nairobi in August', request: { destinations: city('nairobi'), startDate: '2026-08-03', days: 3 } },
  { name: 'Seoul and Busan in October', request: { destinations: city('seoul', 'busan'), startDate: '2026-10-12', days: 6 } },
  {
    name: 'Madrid, Seville and Granada in April',
    request: { destinations: city('madrid', 'seville', 'granada'), startDate: '2026-04-13', days: 9, travellers: two },
  },
  { name: 'Porto and Lisbon in winter', request: { destinations: city('porto', 'lisbon'), startDate: '2027-01-11', days: 6 } },
  { name: 'Banff for a week in July', request: { destinations: city('banff'), startDate: '2026-07-13', days: 7 } },
];
