// A small RFC 4180 reader for the admin import, run in the browser: quoted fields, "" escapes, CRLF/LF/CR line
// ends, a header row. Spreadsheets in much of Europe save with ";" (the comma is their decimal mark), so the
// delimiter is taken from the header row.
import type { ErrorKey, ErrorParams } from "@/lib/http/error-key";
import { IMPORT_ERRORS } from "./import-errors";

type CsvDelimiter = "," | ";" | "\t";
type CsvRow = { /** 1-based line on which the row starts. */ line: number; cells: string[] };
type CsvRecord = { line: number; values: Record<string, string> };

/** A file the reader cannot read, by its error key (the admin sees it in the page's language). */
export class CsvError extends Error implements ErrorKey {
  constructor(
    readonly code: string,
    readonly line: number,
    readonly params: ErrorParams = {},
  ) {
    super(code);
    this.name = "CsvError";
  }
}

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The delimiter the header row uses most, outside quotes (comma when none). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ",": 0, ";": 0, "\t": 0 };
  let quoted = false;
  for (const ch of stripBom(text)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && (ch === "," || ch === ";" || ch === "\t")) counts[ch] += 1;
  }
  if (counts[";"] > counts[","] && counts[";"] >= counts["\t"]) return ";";
  if (counts["\t"] > counts[","]) return "\t";
  return ",";
}

/** Rows of cells; blank lines are skipped. Throws CsvError for a quoted field that never closes. */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input)): CsvRow[] {
  const text = stripBom(input);
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let field = "";
  let fieldStarted = false;
  let quoted = false;
  let quoteLine = 1;
  let line = 1;
  let rowLine = 1;

  const endField = () => {
    cells.push(field);
    field = "";
    fieldStarted = false;
  };
  const endRow = () => {
    endField();
    if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
    cells = [];
  };

  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else if (ch === "\r" || ch === "\n") {
        // A line break inside a value is kept as one "\n", whatever the file's line ends.
        if (ch === "\r" && text[i + 1] === "\n") i += 1;
        field += "\n";
        line += 1;
      } else {
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (ch === delimiter) {
      endField();
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      // A stray quote inside an unquoted value is kept as text, as spreadsheets read it.
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError(IMPORT_ERRORS.csvUnclosedQuote, quoteLine, { line: quoteLine });
  endRow();
  return rows;
}

/**
 * The rows after the header as objects keyed by the header's (trimmed) column names. Missing trailing cells are
 * empty; cells past the header are ignored. Throws CsvError for an empty file or a column named twice.
 */
export function csvToRecords(input: string): { columns: string[]; records: CsvRecord[] } {
  const [header, ...rows] = parseCsv(input);
  if (!header) throw new CsvError(IMPORT_ERRORS.csvEmpty, 1);
  const columns = header.cells.map((name) => name.trim());
  const seen = new Set<string>();
  for (const name of columns) {
    if (!name) continue;
    if (seen.has(name)) throw new CsvError(IMPORT_ERRORS.csvDuplicateColumn, header.line, { column: name });
    seen.add(name);
  }
  const records = rows.map((row) => {
    const values: Record<string, string> = {};
    columns.forEach((name, index) => {
      if (name) values[name] = row.cells[index] ?? "";
    });
    return { line: row.line, values };
  });
  return { columns: columns.filter(Boolean), records };
}
