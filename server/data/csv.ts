/** One CSV record with the 1-based line its first field starts on, for reject reports. */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

/** RFC 4180 parser (quoted fields, doubled quotes, CRLF, newlines inside quotes); the first record is the header. */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === ",") {
      cells.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(field);
      rows.push({ line: rowLine, cells });
      cells = [];
      field = "";
      line++;
      rowLine = line;
    } else field += ch;
  }
  if (field !== "" || cells.length > 0) {
    cells.push(field);
    rows.push({ line: rowLine, cells });
  }
  const [head, ...body] = rows.filter((r) => !(r.cells.length === 1 && r.cells[0] === ""));
  const header = (head?.cells ?? []).map((h) => h.trim());
  const records = body.map((r) => {
    const values: Record<string, string> = {};
    header.forEach((h, i) => (values[h] = (r.cells[i] ?? "").trim()));
    return { line: r.line, values };
  });
  return { header, records };
}
