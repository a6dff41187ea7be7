/**
 * Report file writers: each takes rows one at a time and writes them to a file stream as it goes, waiting for
 * the stream to drain, so a report of any size holds one page of rows in memory.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { ReportFormat } from '@paydesk/api-client';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { cellText, decimal, isMoney, type Cell } from './cells.js';

export interface Column {
  title: string;
  /** Relative width (PDF, XLSX). */
  width?: number;
}

export interface ReportWriter {
  row(cells: readonly Cell[]): Promise<void>;
  /** A page of rows at once (one write for CSV). */
  rows(page: readonly (readonly Cell[])[]): Promise<void>;
  /** Ends the file; resolves once every byte is on disk. */
  end(): Promise<void>;
}

export const mimeTypes: Record<ReportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

async function write(stream: WriteStream, chunk: string | Buffer): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

async function finish(stream: WriteStream): Promise<void> {
  if (stream.closed) return;
  await new Promise<void>((resolve, reject) => {
    stream.once('error', reject);
    stream.end(() => resolve());
  });
}

/** RFC 4180: quote fields with commas, quotes or line breaks; a leading =, +, - or @ is prefixed so a
 * spreadsheet never runs it as a formula (amounts are written without it: they are numbers). */
const NEEDS_CARE = /[",\r\n]|^[=+\-@]/;
function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  if (typeof cell !== 'string') return decimal(cell);
  if (!NEEDS_CARE.test(cell)) return cell;
  const text = /^[=+\-@]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly Cell[]) => {
  let line = '';
  for (let i = 0; i < cells.length; i++) line += (i === 0 ? '' : ',') + csvField(cells[i]!);
  return `${line}\r\n`;
};

/** Writers that take one row at a time get a page row by row. */
const eachRow =
  (writer: Pick<ReportWriter, 'row'>) => async (page: readonly (readonly Cell[])[]) => {
    for (const cells of page) await writer.row(cells);
  };

/** Rows are gathered into chunks of this many bytes before a write: fewer, larger writes. */
const CSV_CHUNK = 64 * 1024;

export function csvWriter(path: string, columns: readonly Column[]): ReportWriter {
  const stream = createWriteStream(path);
  let buffer = csvLine(columns.map((column) => column.title));
  const flush = async () => {
    if (buffer.length < CSV_CHUNK) return;
    const chunk = buffer;
    buffer = '';
    await write(stream, chunk);
  };
  return {
    async row(cells) {
      buffer += csvLine(cells);
      await flush();
    },
    async rows(page) {
      for (const cells of page) buffer += csvLine(cells);
      await flush();
    },
    async end() {
      if (buffer) await write(stream, buffer);
      await finish(stream);
    },
  };
}

/** exceljs's streaming writer: each row is committed (written out) as soon as it is added. */
export function xlsxWriter(
  path: string,
  sheetName: string,
  columns: readonly Column[],
): ReportWriter {
  const stream = createWriteStream(path);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.title,
    width: (column.width ?? 1) * 14,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let pending = 0;
  const writer: ReportWriter = {
    rows: (page) => eachRow(writer)(page),
    async row(cells) {
      const row = sheet.addRow(
        cells.map((cell) => (isMoney(cell) ? cell.minor / 10 ** cell.exponent : cell)),
      );
      cells.forEach((cell, index) => {
        if (isMoney(cell))
          row.getCell(index + 1).numFmt =
            cell.exponent === 0 ? '0' : `0.${'0'.repeat(cell.exponent)}`;
      });
      row.commit();
      // Let the zip stream flush now and then.
      if (++pending >= 1000) {
        pending = 0;
        if (stream.writableNeedDrain) await once(stream, 'drain');
      }
    },
    async end() {
      sheet.commit();
      await workbook.commit();
      await finish(stream);
    },
  };
  return writer;
}

const PAGE = { width: 842, height: 595, margin: 32 } as const; // A4 landscape, points
const LINE = 12;

/** pdfkit writes each page to the stream as it goes; a table of fixed columns, header repeated per page. */
export function pdfWriter(
  path: string,
  title: string,
  subtitle: string,
  columns: readonly Column[],
): ReportWriter {
  const stream = createWriteStream(path);
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    bufferPages: false,
    info: { Title: title },
  });
  doc.pipe(stream);
  const usable = PAGE.width - 2 * PAGE.margin;
  const weight = columns.reduce((sum, column) => sum + (column.width ?? 1), 0);
  const widths = columns.map((column) => ((column.width ?? 1) / weight) * usable);
  let y = PAGE.margin;

  const line = (cells: readonly string[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
    let x = PAGE.margin;
    cells.forEach((text, index) => {
      doc.text(text, x, y, { width: widths[index]! - 4, lineBreak: false, ellipsis: true });
      x += widths[index]!;
    });
    y += LINE;
  };
  const header = () =>
    line(
      columns.map((column) => column.title),
      true,
    );

  doc.font('Helvetica-Bold').fontSize(14).text(title, PAGE.margin, y);
  y += 20;
  doc.font('Helvetica').fontSize(9).text(subtitle, PAGE.margin, y);
  y += 20;
  header();

  let rows = 0;
  const writer: ReportWriter = {
    rows: (page) => eachRow(writer)(page),
    async row(cells) {
      if (y > PAGE.height - PAGE.margin - LINE) {
        doc.addPage();
        y = PAGE.margin;
        header();
      }
      line(
        cells.map(cellText),
        cells[0] === 'Total' || cells[0] === 'Opening balance' || cells[0] === 'Closing balance',
      );
      if (++rows % 500 === 0 && stream.writableNeedDrain) await once(stream, 'drain');
    },
    async end() {
      const done = once(stream, 'finish');
      doc.end();
      await done;
    },
  };
  return writer;
}

export function writerFor(
  format: ReportFormat,
  path: string,
  heading: { title: string; subtitle: string },
  columns: readonly Column[],
): ReportWriter {
  if (format === 'csv') return csvWriter(path, columns);
  if (format === 'xlsx') return xlsxWriter(path, heading.title.slice(0, 31), columns);
  return pdfWriter(path, heading.title, heading.subtitle, columns);
}
