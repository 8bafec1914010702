/** Escapes text for XML element content and attribute values. */
export function xml(text: string | number): string {
  return (
    String(text)
      .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string)
      // Control characters are not allowed in XML 1.0 (tabs and newlines are).
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  );
}

/** Coordinates as XML wants them: fixed precision, never exponent notation. */
export const coord = (n: number) => n.toFixed(6);
