// Reports and statements through the real api-client: created, generated asynchronously with its moves pushed,
// downloaded and read back by real readers (csv-parse, exceljs, unpdf) with rows and totals matching the data;
// refund-confirmation naming foreign lines; expiry on the emulator clock; permissions; account statements.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  REPORT_EXPIRED_MESSAGE,
  REPORT_RETENTION_MS,
  money,
  reports,
  routes,
  type Report,
  type ReportCreate,
} from '@paydesk/api-client';
import { DAY } from '../src/infra/time.js';
import { channelSubscribed, signedIn, type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const clients: TestClient[] = [];
let retail: string;
let project: string;

beforeAll(async () => {
  const rows = await suite.emulator.context.db.all<{ id: string; name: string }>(
    "SELECT id, name FROM resources WHERE name IN ('Acme Retail', 'Retail Web Shop')",
  );
  retail = rows.find((row) => row.name === 'Acme Retail')!.id;
  project = rows.find((row) => row.name === 'Retail Web Shop')!.id;
});
afterEach(() => {
  for (const client of clients.splice(0)) client.api.dispose();
});

/** A signed-in client whose push channel is up (the pushed report moves are what these tests read). */
const as = async (role: string) => {
  const client = await signedIn(suite.emulator, `${role}@paydesk.test`);
  clients.push(client);
  await channelSubscribed(client);
  return client;
};
const db = () => suite.emulator.context.db;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Attributes = ReportCreate['data']['attributes'];
const request = (attributes: Partial<Attributes> & Pick<Attributes, 'reportType' | 'format'>) => ({
  data: {
    type: 'report-request' as const,
    attributes: {
      resourceId: retail,
      delivery: 'dashboard' as const,
      filters: {
        from: day(suite.emulator.context.clock.now() - 6 * DAY),
        to: day(suite.emulator.context.clock.now()),
        timeZone: 'UTC',
      },
      ...attributes,
    },
  },
});

/** Creates a report and waits for the pushed `done` (or `failed`), collecting every pushed status. */
async function created(client: TestClient, attributes: Parameters<typeof request>[0]) {
  const pushed: string[] = [];
  let settle: (status: string) => void = () => undefined;
  const finished = new Promise<string>((resolve) => (settle = resolve));
  const off = client.api.events.on('reportChanged', (event) => {
    pushed.push(event.status);
    if (event.status === 'done' || event.status === 'failed') settle(event.status);
  });
  const answer = await client.api.call(reports.actions['reports/create'], {
    payload: request(attributes),
  });
  expect(answer.data.attributes.status).toBe('new');
  await finished;
  off();
  const report = await client.api.call(reports.actions['reports/get'], { id: answer.data.id });
  return { report: report.data, pushed };
}

async function downloaded(client: TestClient, report: Report): Promise<Buffer> {
  const fractions: number[] = [];
  const blob = await client.api.download(routes.reportFile(report.id), {
    fileName: report.attributes.fileName!,
    save: false,
    onProgress: ({ fraction }) => fraction !== undefined && fractions.push(fraction),
  });
  expect(fractions.at(-1)).toBe(1);
  return Buffer.from(await blob.arrayBuffer());
}

const decimal = (minor: number, exponent: number) => (minor / 10 ** exponent).toFixed(exponent);
const exponents: Record<string, number> = { EUR: 2, USD: 2, GBP: 2, JPY: 0, KWD: 3 };

/** What the database holds for the same filters: count and sum per currency. */
async function expectedTotals(from: number, to: number, extra = '', args: unknown[] = []) {
  const rows = await db().all<{ currency: string; n: number; total: number }>(
    `SELECT currency, COUNT(*) AS n, SUM(amount) AS total FROM transactions
     WHERE organization_id = ? AND created_at >= ? AND created_at < ? ${extra} GROUP BY currency ORDER BY currency`,
    [retail, from, to, ...(args as string[])],
  );
  return rows.map((row) => ({
    currency: row.currency,
    count: Number(row.n),
    amount: Number(row.total),
  }));
}

const utcDayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);

describe('reports', () => {
  it('generates a processing-transactions CSV asynchronously, pushes each move and reads back with matching rows and totals', async () => {
    const finance = await as('finance');
    const { report, pushed } = await created(finance, {
      reportType: 'processing-transactions',
      format: 'csv',
      filters: {
        from: day(suite.emulator.context.clock.now() - 6 * DAY),
        to: day(suite.emulator.context.clock.now()),
        timeZone: 'UTC',
        statuses: ['successful', 'refunded'],
      },
    });
    expect(pushed).toEqual(['processing', 'done']);
    expect(report.attributes.status).toBe('done');
    const filters = report.attributes.filters;
    const expected = await expectedTotals(
      utcDayStart(filters.from),
      utcDayStart(filters.to) + DAY,
      "AND status IN ('successful', 'refunded')",
    );
    expect(report.attributes.totals).toEqual(expected);

    const records = parse(await downloaded(finance, report), { columns: true }) as Record<
      string,
      string
    >[];
    const data = records.filter((record) => record['Transaction ID'] !== 'Total');
    const totals = records.filter((record) => record['Transaction ID'] === 'Total');
    expect(data.length).toBe(expected.reduce((sum, row) => sum + row.count, 0));
    expect(report.attributes.rows).toBe(data.length);
    expect(new Set(data.map((record) => record.Status))).toEqual(
      new Set(['successful', 'refunded']),
    );
    for (const total of expected) {
      const exponent = exponents[total.currency]!;
      const rows = data.filter((record) => record.Currency === total.currency);
      const sum = rows.reduce(
        (acc, record) => acc + Math.round(Number(record.Amount) * 10 ** exponent),
        0,
      );
      expect(sum).toBe(total.amount);
      const line = totals.find((record) => record.Currency === total.currency)!;
      expect(line.Amount).toBe(decimal(total.amount, exponent));
      expect(Number(line['Created (UTC)'])).toBe(total.count);
    }
  });

  it('writes XLSX that a spreadsheet library reads, periods cut in the chosen time zone', async () => {
    const finance = await as('finance');
    const zone = 'America/New_York';
    const to = day(suite.emulator.context.clock.now() - DAY);
    const from = day(suite.emulator.context.clock.now() - 3 * DAY);
    const { report } = await created(finance, {
      reportType: 'processing-transactions',
      format: 'xlsx',
      filters: { from, to, timeZone: zone, projectId: project },
    });
    const offset = (date: string) => {
      // New York is UTC−5 in winter and UTC−4 in summer: take the one Intl gives.
      const local = new Date(`${date}T12:00:00Z`).toLocaleString('en-US', {
        timeZone: zone,
        hour: 'numeric',
        hourCycle: 'h23',
      });
      return (12 - Number(local)) * 3_600_000;
    };
    const expected = await expectedTotals(
      utcDayStart(from) + offset(from),
      utcDayStart(to) + DAY + offset(to),
      'AND project_id = ?',
      [project],
    );
    const workbook = new ExcelJS.Workbook();
    // exceljs types want the older Buffer generic.
    await workbook.xlsx.load((await downloaded(finance, report)) as never);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain(`Created (${zone})`);
    const amountAt = header.indexOf('Amount') + 1;
    const currencyAt = header.indexOf('Currency') + 1;
    const sums = new Map<string, number>();
    let count = 0;
    sheet.eachRow((row, index) => {
      if (index === 1 || row.getCell(1).value === 'Total') return;
      count += 1;
      const currency = String(row.getCell(currencyAt).value);
      const minor = Math.round(Number(row.getCell(amountAt).value) * 10 ** exponents[currency]!);
      sums.set(currency, (sums.get(currency) ?? 0) + minor);
    });
    expect(count).toBe(expected.reduce((sum, row) => sum + row.count, 0));
    expect([...sums].sort().map(([currency, amount]) => ({ currency, amount }))).toEqual(
      expected.map(({ currency, amount }) => ({ currency, amount })),
    );
  });

  it('a refund-confirmation PDF lists the refunds; a foreign id is named by its line', async () => {
    const finance = await as('finance');
    const refunds = await db().all<{ id: string; amount: number; currency: string }>(
      `SELECT id, amount, currency FROM transactions WHERE project_id = ? AND type = 'refund' ORDER BY created_at LIMIT 3`,
      [project],
    );
    expect(refunds.length).toBe(3);
    const other = await db().get<{ id: string }>(
      `SELECT id FROM transactions WHERE organization_id = ? AND project_id != ? AND type = 'refund' LIMIT 1`,
      [retail, project],
    );
    const foreign = await db().get<{ id: string }>(
      `SELECT id FROM transactions WHERE organization_id != ? AND type = 'refund' LIMIT 1`,
      [retail],
    );
    const lines = [refunds[0]!.id, other!.id, refunds[1]!.id, 'nonsense', foreign!.id].join('\n');
    const error = await rejection(
      finance.api.call(reports.actions['reports/create'], {
        payload: request({
          reportType: 'refund-confirmation',
          format: 'pdf',
          filters: {
            ...request({ reportType: 'refund-confirmation', format: 'pdf' }).data.attributes
              .filters,
            refundIds: lines,
          },
        }),
      }),
    );
    expect(error.errors[0]!.source?.pointer).toBe('/data/attributes/filters/refundIds');
    expect(error.titles[0]).toBe(
      `Not a refund of the same project: line 2 (${other!.id}), line 4 (nonsense), line 5 (${foreign!.id})`,
    );

    const { report } = await created(finance, {
      reportType: 'refund-confirmation',
      format: 'pdf',
      filters: {
        ...request({ reportType: 'refund-confirmation', format: 'pdf' }).data.attributes.filters,
        refundIds: refunds.map((row) => row.id).join('\n'),
      },
    });
    expect(report.attributes.filters.projectId).toBe(project);
    const pdf = await getDocumentProxy(new Uint8Array(await downloaded(finance, report)));
    const { text } = await extractText(pdf, { mergePages: true });
    for (const refund of refunds) expect(text).toContain(refund.id);
    for (const currency of new Set(refunds.map((row) => row.currency))) {
      const sum = refunds
        .filter((row) => row.currency === currency)
        .reduce((a, row) => a + Number(row.amount), 0);
      expect(text).toContain(decimal(sum, exponents[currency]!));
    }
    expect(report.attributes.rows).toBe(3);
  });

  it('refuses a format the type does not come in, at the format field', async () => {
    const finance = await as('finance');
    const error = await rejection(
      finance.api.call(reports.actions['reports/create'], {
        payload: request({ reportType: 'processing-transactions', format: 'pdf' }),
      }),
    );
    expect(error.errors[0]!.source?.pointer).toBe('/data/attributes/format');
  });

  it('emails a report to the outbox with a link to its page', async () => {
    const finance = await as('finance');
    const { report } = await created(finance, {
      reportType: 'payouts',
      format: 'csv',
      delivery: 'email',
      email: 'books@acme.test',
    });
    const mail = await suite.control.request('GET', '/__test/mail?to=books@acme.test');
    expect(mail.json.data).toEqual([
      expect.objectContaining({
        subject: `Your report is ready: ${report.attributes.fileName}`,
        link: `/reports/${report.id}`,
      }),
    ]);
  });

  it('expires after the retention period: status expired and the download says so', async () => {
    const { report } = await created(await as('finance'), {
      reportType: 'disputes',
      format: 'csv',
    });
    await suite.advance(REPORT_RETENTION_MS + 1000);
    // Sessions end on the same clock: sign in again.
    const finance = await as('finance');
    const again = await finance.api.call(reports.actions['reports/get'], { id: report.id });
    expect(again.data.attributes.status).toBe('expired');
    const error = await rejection(
      finance.api.download(routes.reportFile(report.id), { fileName: 'x.csv', save: false }),
    );
    expect(error.status).toBe(410);
    expect(error.titles).toEqual([REPORT_EXPIRED_MESSAGE]);
  });

  it('lists the organization reports newest first; others and the support role may not read them', async () => {
    const finance = await as('finance');
    await created(finance, { reportType: 'balance-statement', format: 'csv' });
    const list = await finance.api.call(reports.actions['reports/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
    });
    expect(list.data.map((row) => row.attributes.reportType)).toEqual(['balance-statement']);
    const support = await as('support');
    const denied = await rejection(
      support.api.call(reports.actions['reports/list'], {
        payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
      }),
    );
    expect(denied.errors[0]!.code).toBe('forbidden');
    const download = await rejection(
      support.api.download(routes.reportFile(list.data[0]!.id), { fileName: 'x.csv', save: false }),
    );
    expect(download.status).toBe(403);
  });

  it('a balance statement opens and closes each currency with the ledger balances', async () => {
    const finance = await as('finance');
    const { report } = await created(finance, { reportType: 'balance-statement', format: 'csv' });
    const records = parse(await downloaded(finance, report), { columns: true }) as Record<
      string,
      string
    >[];
    const eur = records.filter((record) => record.Currency === 'EUR');
    const start = utcDayStart(report.attributes.filters.from);
    const sum = async (before: number) =>
      Number(
        (await db().get<{ total: number }>(
          `SELECT SUM(amount) AS total FROM ledger_entries WHERE organization_id = ? AND currency = 'EUR'
           AND bucket != 'external' AND created_at < ?`,
          [retail, before],
        ))!.total,
      );
    expect(eur[0]!['Entry ID']).toBe('Opening balance');
    expect(eur[0]!['Balance after']).toBe(decimal(await sum(start), 2));
    const closing = eur.find((record) => record['Entry ID'] === 'Closing balance')!;
    expect(closing['Balance after']).toBe(
      decimal(await sum(suite.emulator.context.clock.now() + 1), 2),
    );
  });
});

describe('account statements', () => {
  it('lists months with opening and closing balances and downloads CSV and PDF', async () => {
    const finance = await as('finance');
    const account = (
      await finance.api.call(money.actions['accounts/list'], {
        payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
      })
    ).data.find((row) => row.attributes.currency === 'EUR')!;
    const statements = (
      await finance.api.call(reports.actions['statements/list'], {
        payload: { data: { type: 'list-request', attributes: { resourceId: account.id } } },
      })
    ).data;
    expect(statements.length).toBeGreaterThan(0);
    for (let i = 0; i + 1 < statements.length; i++)
      expect(statements[i]!.attributes.openingBalance).toBe(
        statements[i + 1]!.attributes.closingBalance,
      );
    const latest = statements[0]!.attributes;
    expect(latest.closingBalance).toBe(
      account.attributes.available + account.attributes.pending + account.attributes.reserved,
    );
    const csv = await finance.api.download(routes.statementFile(account.id, latest.month, 'csv'), {
      fileName: 's.csv',
      save: false,
    });
    const records = parse(Buffer.from(await csv.arrayBuffer()), { columns: true }) as Record<
      string,
      string
    >[];
    expect(records[0]!['Account balance']).toBe(decimal(latest.openingBalance, 2));
    expect(records.at(-1)!['Account balance']).toBe(decimal(latest.closingBalance, 2));
    expect(records.length - 2).toBe(latest.entries);
    const pdf = await finance.api.download(routes.statementFile(account.id, latest.month, 'pdf'), {
      fileName: 's.pdf',
      save: false,
    });
    const { text } = await extractText(
      await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())),
      {
        mergePages: true,
      },
    );
    expect(text).toContain('Opening balance');
    expect(text).toContain(decimal(latest.closingBalance, 2));
    const support = await as('support');
    const denied = await rejection(
      support.api.call(reports.actions['statements/list'], {
        payload: { data: { type: 'list-request', attributes: { resourceId: account.id } } },
      }),
    );
    expect(denied.errors[0]!.code).toBe('forbidden');
  });
});
