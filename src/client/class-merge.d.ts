/** The class-merge table, made at build time by `scripts/class-merge-table.ts` (decision 048). */
declare module 'virtual:class-merge' {
  const table: { tokens: string; keys: string; removes: string };
  export default table;
}
