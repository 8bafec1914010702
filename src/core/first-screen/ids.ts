/**
 * The id of the `<script type="application/json">` that carries the trip in its page: the signed-in owner's itinerary
 * (decision 030) or a share link's trip.
 */
export const FIRST_DATA_ID = 'wf-first-data';
