/** The id of the `<script type="application/json">` that carries the signed-in owner's trip in its page (decision 030). */
export const FIRST_DATA_ID = 'wf-first-data';
