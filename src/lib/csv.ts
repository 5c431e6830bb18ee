// CSV as RFC 4180 reads it: comma-separated, CRLF between records, a field quoted when it holds a
// comma, a quote, a line break or leading/trailing space, with quotes doubled inside. Amounts are
// passed as bigint or as already formatted strings, so nothing goes through a float.

/** A value one CSV cell can hold; bigint is written in full, whatever its size. */
export type CsvValue = string | number | bigint | null | undefined;

// Spreadsheets run a cell starting with these as a formula; a leading quote keeps it text.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function encodeField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`A CSV number must be finite, got ${String(value)}`);
    return String(value);
  }
  // A negative amount is a number, not a formula; only text is guarded.
  const text = FORMULA_START.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV document: a header row then the rows, CRLF-separated and ending in CRLF. */
export function encodeCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(encodeField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Parses CSV as `encodeCsv` writes it (quoted fields, doubled quotes, line breaks inside quotes).
 * Used by tests and by anything that reads an export back.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index += 1;
        } else quoted = false;
      } else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
