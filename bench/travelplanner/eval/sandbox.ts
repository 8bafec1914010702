import { parsePandasTable, type TableRow } from './pandas-table';

/**
 * The database the checks look things up in. The official evaluator uses the full TravelPlanner database; in
 * sole-planning mode every item a plan may use is in the query's reference information, so that (plus the
 * distance matrix and the city list, which the checks consult for any pair or city) is our sandbox.
 */
export interface FlightRow {
  flightNumber: string;
  price: number;
  depTime: string;
  arrTime: string;
  elapsed: string;
  date: string;
  origin: string;
  dest: string;
  distance: number;
}

export interface RestaurantRow {
  name: string;
  averageCost: number;
  cuisines: string;
  rating: number;
  city: string;
}

export interface AttractionRow {
  name: string;
  latitude: number;
  longitude: number;
  address: string;
  phone: string;
  website: string;
  city: string;
}

export interface AccommodationRow {
  name: string;
  price: number;
  roomType: string;
  houseRules: string;
  minimumNights: number;
  maximumOccupancy: number;
  reviewRate: number;
  city: string;
}

export interface DistanceRow {
  origin: string;
  destination: string;
  duration: string | null;
  distance: string | null;
}

/** Lookup of the distance matrix: the first row for (origin, destination), like the pandas filter. */
export type DistanceLookup = (origin: string, destination: string) => DistanceRow | undefined;

export interface SandboxDb {
  flights: FlightRow[];
  restaurants: RestaurantRow[];
  attractions: AttractionRow[];
  accommodations: AccommodationRow[];
  distance: DistanceLookup;
  /** citySet_with_states: city -> state. */
  cityState: Map<string, string>;
}

export interface RefInfoEntry {
  Description: string;
  Content: string;
}

export interface RefTables {
  flights: FlightRow[];
  restaurants: RestaurantRow[];
  attractions: AttractionRow[];
  accommodations: AccommodationRow[];
  /** Self-driving / taxi lines of the reference info, by "mode|origin|dest" (informational only). */
  ground: Map<string, string>;
}

const num = (s: string | undefined): number => Number((s ?? '').replace(/,/g, ''));

export function readRefTables(entries: RefInfoEntry[]): RefTables {
  const out: RefTables = { flights: [], restaurants: [], attractions: [], accommodations: [], ground: new Map() };
  for (const { Description: desc, Content: content } of entries) {
    const tabular = !/^(No valid information|There is no )/.test(content.trim()) && content.includes('\n');
    if (desc.startsWith('Flight from')) {
      if (tabular) out.flights.push(...parsePandasTable(content).map(toFlight));
    } else if (desc.startsWith('Restaurants in')) {
      if (tabular) out.restaurants.push(...parsePandasTable(content).map(toRestaurant));
    } else if (desc.startsWith('Attractions in')) {
      if (tabular) out.attractions.push(...parsePandasTable(content).map(toAttraction));
    } else if (desc.startsWith('Accommodations in')) {
      if (tabular) out.accommodations.push(...parsePandasTable(content).map(toAccommodation));
    } else {
      const m = /^(Self-driving|Taxi) from (.+) to (.+)$/.exec(desc);
      if (m) out.ground.set(`${m[1]!.toLowerCase()}|${m[2]}|${m[3]}`, content.trim());
    }
  }
  return out;
}

function toFlight(r: TableRow): FlightRow {
  return {
    flightNumber: r['Flight Number']!,
    price: num(r.Price),
    depTime: r.DepTime!,
    arrTime: r.ArrTime!,
    elapsed: r.ActualElapsedTime!,
    date: r.FlightDate!,
    origin: r.OriginCityName!,
    dest: r.DestCityName!,
    distance: num(r.Distance),
  };
}

function toRestaurant(r: TableRow): RestaurantRow {
  return { name: r.Name!, averageCost: num(r['Average Cost']), cuisines: r.Cuisines!, rating: num(r['Aggregate Rating']), city: r.City! };
}

function toAttraction(r: TableRow): AttractionRow {
  return {
    name: r.Name!,
    latitude: num(r.Latitude),
    longitude: num(r.Longitude),
    address: r.Address!,
    phone: r.Phone!,
    website: r.Website!,
    city: r.City!,
  };
}

function toAccommodation(r: TableRow): AccommodationRow {
  return {
    name: r.NAME!,
    price: num(r.price),
    roomType: r['room type']!,
    houseRules: r.house_rules!,
    minimumNights: num(r['minimum nights']),
    maximumOccupancy: num(r['maximum occupancy']),
    reviewRate: num(r['review rate number']),
    city: r.city!,
  };
}

export function buildSandbox(tables: RefTables, distance: DistanceLookup, cityState: Map<string, string>): SandboxDb {
  return { ...tables, distance, cityState };
}
