import { createRequire } from 'node:module';

// Tests only: jsdom ships no types here, so its one export we use is typed by hand.
const require = createRequire(import.meta.url);
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };

/** Parses XML strictly; throws with the parser's message when the text is not well-formed. */
export function parseXml(text: string): Document {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return doc;
}
