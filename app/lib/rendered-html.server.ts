/**
 * The page's bytes without the NUL bytes React 18 leaves in them. When a
 * text chunk does not fit in the rest of React's 2,048-byte write buffer and
 * the character at the cut is several bytes long (every Chinese character
 * is three), react-dom/server 18.3 writes the whole buffer, unfilled tail
 * included: one or two 0x00 bytes land in the page (a label read as "��" by
 * screen readers, a textarea whose text is saved back broken). HTML never
 * carries U+0000, and a 0x00 byte is never part of another UTF-8
 * character, so dropping every one restores exactly what was rendered.
 */
export function withoutNulBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  let at = html.indexOf(0);
  if (at === -1) return html;
  const out = Buffer.allocUnsafe(html.length);
  let length = 0;
  let from = 0;
  while (at !== -1) {
    length += html.copy(out, length, from, at);
    from = at + 1;
    at = html.indexOf(0, from);
  }
  length += html.copy(out, length, from);
  return out.subarray(0, length);
}
