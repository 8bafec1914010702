/** When a monthly quota resets: "on 1 December 2026 (00:00 UTC)" — the server counts per calendar month in UTC. */
export function formatReset(resetsAt: string): string {
  const at = new Date(resetsAt);
  return `on ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} (00:00 UTC)`;
}
