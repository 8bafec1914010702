// What every first screen (decisions 030, 046) is made of: escaped text, JSON safe inside its <script> element, and the
// app's frame around the page.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * JSON inside `<script type="application/json">`: `<` (so neither `</script>` nor `<!--` can end or change the
 * element), and the line separators JavaScript once disallowed, are written as \u escapes; JSON.parse reads them back.
 */
export const scriptJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The signed-in app's frame with a page inside its <main>: the header's box (its height, border and background; the
 * header's controls come with React) above the page's own first screen. React replaces all of it on its first render.
 */
export const firstScreenShell = (main: string) =>
  `<div class="flex min-h-dvh flex-col" data-first-screen>` +
  `<div class="sticky top-0 z-40 h-16 box-content border-b border-border/80 bg-background/85"></div>` +
  `<main class="flex min-h-dvh flex-1 flex-col">${main}</main></div>`;
