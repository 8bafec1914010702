/**
 * Assistant messages a user may send per calendar month (UTC). The one definition the server enforces and the
 * screen shows; the plans issue replaces it with the plan's entitlement (see modules/assistant/quota.ts).
 */
export const ASSISTANT_MESSAGES_PER_MONTH = 300;
/** Sends per user per minute (rate limit on the AI endpoints). */
export const ASSISTANT_SENDS_PER_MINUTE = 20;
