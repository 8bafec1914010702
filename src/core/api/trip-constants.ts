/**
 * Constants of the trip contract that the browser and the billing plans need without the schemas (and zod): the
 * itinerary page's chunks stay free of them (issue 16). trips.ts and trip-edits.ts re-export them.
 */
export const NOTE_MAX = 4000;
export const EXPORT_FORMATS = ['ics', 'gpx', 'kml', 'geojson'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** A trip's status on a date: from its start and end dates (My Trips' filter, each card's badge). */
export const ITINERARY_STATUSES = ['upcoming', 'ongoing', 'past'] as const;
export type ItineraryStatus = (typeof ITINERARY_STATUSES)[number];
