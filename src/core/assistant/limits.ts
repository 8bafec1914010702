/** Sends per user per minute (rate limit on the AI endpoints). */
export const ASSISTANT_SENDS_PER_MINUTE = 20;
