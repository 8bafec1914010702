import type { DistanceRow, SandboxDb } from './sandbox';
import type { PlanDayEntry, TpQuery } from './types';

/** A tiny hand-made sandbox and a 3-day plan that passes every check; tests mutate copies of it. */
export function buildDb(overrides: Partial<SandboxDb> = {}): SandboxDb {
  const distances: DistanceRow[] = [
    { origin: 'Springfield', destination: 'Lakeside', duration: '3 hours 10 mins', distance: '321 km' },
    { origin: 'Lakeside', destination: 'Springfield', duration: '3 hours 12 mins', distance: '1,021.5 km' },
    { origin: 'Lakeside', destination: 'Far Away', duration: '1 day 2 hours', distance: '2,400 km' },
  ];
  return {
    flights: [
      {
        flightNumber: 'F100',
        price: 200,
        depTime: '08:00',
        arrTime: '10:00',
        elapsed: '2 hours',
        date: '2022-03-01',
        origin: 'Springfield',
        dest: 'Lakeside',
        distance: 500,
      },
      {
        flightNumber: 'F200',
        price: 150,
        depTime: '18:00',
        arrTime: '20:00',
        elapsed: '2 hours',
        date: '2022-03-03',
        origin: 'Lakeside',
        dest: 'Springfield',
        distance: 500,
      },
    ],
    restaurants: [
      { name: 'Blue Fish', averageCost: 20, cuisines: 'Seafood, Chinese', rating: 4, city: 'Lakeside' },
      { name: 'Taco Town', averageCost: 15, cuisines: 'Mexican, Fast Food', rating: 3.5, city: 'Lakeside' },
      { name: 'Pasta Place', averageCost: 30, cuisines: 'Italian', rating: 4.2, city: 'Lakeside' },
      { name: 'Morning Cafe', averageCost: 10, cuisines: 'Cafe, American', rating: 4.1, city: 'Lakeside' },
      { name: 'Curry House', averageCost: 25, cuisines: 'Indian, Vegetarian', rating: 4, city: 'Lakeside' },
      { name: 'Home Diner', averageCost: 12, cuisines: 'Indian', rating: 3, city: 'Springfield' },
    ],
    attractions: [
      { name: 'Lake Museum', latitude: 0, longitude: 0, address: '', phone: '', website: '', city: 'Lakeside' },
      { name: 'Harbor Park', latitude: 0, longitude: 0, address: '', phone: '', website: '', city: 'Lakeside' },
    ],
    accommodations: [
      {
        name: 'Cozy Loft',
        price: 100,
        roomType: 'Entire home/apt',
        houseRules: 'No smoking',
        minimumNights: 2,
        maximumOccupancy: 2,
        reviewRate: 4,
        city: 'Lakeside',
      },
      {
        name: 'Shared Bunk',
        price: 30,
        roomType: 'Shared room',
        houseRules: 'No parties & No pets',
        minimumNights: 1,
        maximumOccupancy: 1,
        reviewRate: 3,
        city: 'Lakeside',
      },
      {
        name: 'Long Stay Flat',
        price: 50,
        roomType: 'Private room',
        houseRules: '',
        minimumNights: 5,
        maximumOccupancy: 2,
        reviewRate: 3,
        city: 'Lakeside',
      },
    ],
    distance: (o, d) => distances.find((r) => r.origin === o && r.destination === d),
    cityState: new Map([
      ['Springfield', 'Illinois'],
      ['Lakeside', 'Michigan'],
      ['Far Away', 'Michigan'],
    ]),
    ...overrides,
  };
}

export function buildQuery(overrides: Partial<TpQuery> = {}): TpQuery {
  return {
    org: 'Springfield',
    dest: 'Lakeside',
    days: 3,
    visiting_city_number: 1,
    date: ['2022-03-01', '2022-03-02', '2022-03-03'],
    people_number: 2,
    budget: 2000,
    level: 'easy',
    local_constraint: { 'house rule': null, cuisine: null, 'room type': null, transportation: null },
    ...overrides,
  };
}

export function buildPlan(): PlanDayEntry[] {
  return [
    {
      days: 1,
      current_city: 'from Springfield to Lakeside',
      transportation: 'Flight Number: F100, from Springfield to Lakeside, Departure Time: 08:00, Arrival Time: 10:00',
      breakfast: '-',
      attraction: 'Lake Museum, Lakeside;',
      lunch: 'Blue Fish, Lakeside',
      dinner: 'Taco Town, Lakeside',
      accommodation: 'Cozy Loft, Lakeside',
    },
    {
      days: 2,
      current_city: 'Lakeside',
      transportation: '-',
      breakfast: 'Morning Cafe, Lakeside',
      attraction: 'Harbor Park, Lakeside;',
      lunch: 'Pasta Place, Lakeside',
      dinner: 'Curry House, Lakeside',
      accommodation: 'Cozy Loft, Lakeside',
    },
    {
      days: 3,
      current_city: 'from Lakeside to Springfield',
      transportation: 'Flight Number: F200, from Lakeside to Springfield, Departure Time: 18:00, Arrival Time: 20:00',
      breakfast: '-',
      attraction: '-',
      lunch: '-',
      dinner: '-',
      accommodation: '-',
    },
  ];
}
