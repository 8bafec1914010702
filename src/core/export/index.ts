export { toIcs, icsText, foldLine } from './ics';
export { toGpx } from './gpx';
export { toKml } from './kml';
export { toGeoJson, toGeoJsonText } from './geojson';
export { dayMapsUrl } from './maps-url';
export { vtimezone } from './vtimezone';
export { EXPORT_MIME, type ExportInput } from './types';
