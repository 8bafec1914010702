/**
 * IANA zone per state of TravelPlanner's citySet (flight times in the data are local). States spanning two
 * zones use the zone of most of their population; `CITY_ZONES` overrides cities on the other side.
 */
const STATE_ZONES: Record<string, string> = {
  Alabama: 'America/Chicago', Alaska: 'America/Anchorage', Arizona: 'America/Phoenix', Arkansas: 'America/Chicago',
  California: 'America/Los_Angeles', Colorado: 'America/Denver', Connecticut: 'America/New_York',
  'District of Columbia': 'America/New_York', Florida: 'America/New_York', Georgia: 'America/New_York',
  Hawaii: 'Pacific/Honolulu', Idaho: 'America/Boise', Illinois: 'America/Chicago', Indiana: 'America/Indiana/Indianapolis',
  Iowa: 'America/Chicago', Kansas: 'America/Chicago', Kentucky: 'America/New_York', Louisiana: 'America/Chicago',
  Maine: 'America/New_York', Maryland: 'America/New_York', Massachusetts: 'America/New_York', Michigan: 'America/Detroit',
  Minnesota: 'America/Chicago', Mississippi: 'America/Chicago', Missouri: 'America/Chicago', Montana: 'America/Denver',
  Nebraska: 'America/Chicago', Nevada: 'America/Los_Angeles', 'New Hampshire': 'America/New_York',
  'New Jersey': 'America/New_York', 'New Mexico': 'America/Denver', 'New York': 'America/New_York',
  'North Carolina': 'America/New_York', 'North Dakota': 'America/Chicago', Ohio: 'America/New_York',
  Oklahoma: 'America/Chicago', Oregon: 'America/Los_Angeles', Pennsylvania: 'America/New_York',
  'Rhode Island': 'America/New_York', 'South Carolina': 'America/New_York', 'South Dakota': 'America/Chicago',
  Tennessee: 'America/Chicago', Texas: 'America/Chicago', Utah: 'America/Denver', Virginia: 'America/New_York',
  Washington: 'America/Los_Angeles', 'West Virginia': 'America/New_York', Wisconsin: 'America/Chicago',
  Wyoming: 'America/Denver', 'San Juan': 'America/Puerto_Rico', Aguadilla: 'America/Puerto_Rico', Ponce: 'America/Puerto_Rico',
  'St. Thomas': 'America/St_Thomas', 'St. Croix': 'America/St_Thomas', Saipan: 'Pacific/Saipan', 'Eastern District': 'Pacific/Pago_Pago',
  Guam: 'Pacific/Guam',
};

const CITY_ZONES: Record<string, string> = {
  'El Paso': 'America/Denver', Knoxville: 'America/New_York', Chattanooga: 'America/New_York', 'Tri-Cities': 'America/New_York',
  Pensacola: 'America/Chicago', 'Panama City': 'America/Chicago', Lewisburg: 'America/New_York',
  Bristol: 'America/New_York', Paducah: 'America/Chicago', 'Owensboro': 'America/Chicago', 'Bowling Green': 'America/Chicago',
  'Evansville': 'America/Chicago', 'Escanaba': 'America/Detroit', 'Iron Mountain': 'America/Menominee',
  'Ironwood': 'America/Menominee', 'Dickinson': 'America/Denver', 'Pocatello': 'America/Boise', 'Lewiston': 'America/Los_Angeles',
  'Garden City': 'America/Chicago', 'Dodge City': 'America/Chicago', 'Scottsbluff': 'America/Denver', 'North Platte': 'America/Chicago',
  'Rapid City': 'America/Denver', 'Medford': 'America/Los_Angeles', 'Hilo': 'Pacific/Honolulu',
  // The data's state labels are off for these ("Manchester, England" is the New Hampshire airport).
  Manchester: 'America/New_York', 'St. Petersburg': 'America/New_York', Marquette: 'America/Detroit',
  Valparaiso: 'America/Chicago',
};

export function cityTimeZone(city: string, state: string | undefined): string {
  return CITY_ZONES[city] ?? (state ? STATE_ZONES[state] : undefined) ?? 'UTC';
}
