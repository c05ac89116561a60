import { describe, expect, it } from "vitest";
import { CsvError, csvToRecords, detectDelimiter, parseCsv } from "@/lib/import/csv";
import { IMPORT_ERRORS } from "@/lib/import/import-errors";
import { english } from "../support/error-text";

/** A refused file's key, line and English text. */
function csvProblem(read: () => unknown) {
  try {
    read();
  } catch (error) {
    if (error instanceof CsvError) return { code: error.code, line: error.line, text: english(error) };
    throw error;
  }
  throw new Error("the file was read");
}

const cells = (text: string) => parseCsv(text).map((row) => row.cells);

describe("parseCsv", () => {
  it("splits plain rows and skips blank lines", () => {
    expect(cells("a,b,c\n1,2,3\n\n4,5,6\n")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
      ["4", "5", "6"],
    ]);
  });

  it("reads quoted fields with delimiters, escaped quotes and line breaks", () => {
    expect(cells('name,description\n"Acme, Inc.","He said ""hi""\nand left"\n')).toEqual([
      ["name", "description"],
      ["Acme, Inc.", 'He said "hi"\nand left'],
    ]);
  });

  it("accepts CRLF, LF and CR line ends, and a CRLF inside quotes becomes one line break", () => {
    expect(cells("a,b\r\n1,2\r3,4\n5,6")).toEqual([
      ["a", "b"],
      ["1", "2"],
      ["3", "4"],
      ["5", "6"],
    ]);
    expect(cells('a\r\n"x\r\ny"\r\n')).toEqual([["a"], ["x\ny"]]);
  });

  it("keeps empty fields, including a trailing one and an empty quoted one", () => {
    expect(cells('a,b,c\n1,,\n"",2,""')).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
      ["", "2", ""],
    ]);
  });

  it("strips a byte-order mark and reports the line each row starts on", () => {
    const rows = parseCsv('\uFEFFa,b\n"multi\nline",2\n3,4');
    expect(rows[0]!.cells).toEqual(["a", "b"]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 4]);
  });

  it("keeps a stray quote inside an unquoted value as text", () => {
    expect(cells('a\n5" screen\n')).toEqual([["a"], ['5" screen']]);
  });

  it("throws CsvError for a quoted value that never closes", () => {
    expect(() => parseCsv('a,b\n1,"open\n2,3')).toThrow(CsvError);
    expect(csvProblem(() => parseCsv('a,b\n1,"open\n2,3'))).toEqual({
      code: IMPORT_ERRORS.csvUnclosedQuote,
      line: 2,
      text: "The quoted value starting on line 2 is never closed.",
    });
  });

  it("detects semicolon and tab delimiters from the header row", () => {
    expect(detectDelimiter("name;kind;website\nA,B;clinic;x")).toBe(";");
    expect(detectDelimiter("name\tkind\n")).toBe("\t");
    expect(detectDelimiter('"a;b",c\n')).toBe(",");
    expect(cells("name;price\nAcme;12,50")).toEqual([
      ["name", "price"],
      ["Acme", "12,50"],
    ]);
  });
});

describe("csvToRecords", () => {
  it("keys rows by the trimmed header; missing cells are empty, extra cells ignored", () => {
    const { columns, records } = csvToRecords(" name , kind \nAcme\nBeta,lab,extra\n");
    expect(columns).toEqual(["name", "kind"]);
    expect(records).toEqual([
      { line: 2, values: { name: "Acme", kind: "" } },
      { line: 3, values: { name: "Beta", kind: "lab" } },
    ]);
  });

  it("refuses an empty file and a column named twice", () => {
    expect(csvProblem(() => csvToRecords(""))).toEqual({
      code: IMPORT_ERRORS.csvEmpty,
      line: 1,
      text: "The file is empty.",
    });
    expect(csvProblem(() => csvToRecords("name,name\n1,2"))).toEqual({
      code: IMPORT_ERRORS.csvDuplicateColumn,
      line: 1,
      text: 'The column "name" appears twice in the header.',
    });
  });
});
