// Sample rows for stories, tests and the benchmark; not part of the package surface.
import { createDataTableColumnHelper, type DataTableColumnDef } from './features';

export interface SamplePayment {
  id: string;
  reference: string;
  customer: string;
  status: 'succeeded' | 'pending' | 'failed' | 'refunded';
  /** Minor units. */
  amount: number;
  currency: 'EUR' | 'USD' | 'JPY';
  createdAt: string;
}

const statuses = ['succeeded', 'pending', 'failed', 'refunded'] as const;
const currencies = ['EUR', 'USD', 'JPY'] as const;
const names = ['ada', 'grace', 'alan', 'edsger', 'barbara', 'donald', 'margaret', 'ken'];

/** Deterministic rows: the same count always gives the same data, so tests and benchmarks can compare. */
export function samplePayments(count: number): SamplePayment[] {
  const rows: SamplePayment[] = new Array<SamplePayment>(count);
  const start = Date.UTC(2026, 10, 22, 14, 3);
  for (let i = 0; i < count; i += 1) {
    const seed = (i * 2654435761) % 4294967296;
    const status = statuses[seed % statuses.length] ?? 'succeeded';
    rows[i] = {
      id: `pay_${(100000 + i).toString(36)}`,
      reference: `ORD-${String(10000 + i).padStart(6, '0')}`,
      customer: `${names[seed % names.length] ?? 'ada'}.${i}@example.com`,
      status,
      amount: ((seed % 100000) + 100) * (status === 'refunded' ? -1 : 1),
      currency: currencies[(seed >>> 3) % currencies.length] ?? 'EUR',
      createdAt: new Date(start - i * 61_000).toISOString(),
    };
  }
  return rows;
}

const exponent: Record<SamplePayment['currency'], number> = { EUR: 2, USD: 2, JPY: 0 };
const formatters = new Map<string, Intl.NumberFormat>();

export function formatAmount(amount: number, currency: SamplePayment['currency']): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    });
    formatters.set(currency, format);
  }
  return format.format(amount / 10 ** exponent[currency]);
}

const col = createDataTableColumnHelper<SamplePayment>();

export const samplePaymentColumns: ReadonlyArray<DataTableColumnDef<SamplePayment>> = col.columns([
  col.accessor('reference', {
    header: 'Reference',
    enableHiding: false,
    meta: { isRowHeader: true, width: 140 },
  }),
  col.accessor('customer', { header: 'Customer', meta: { width: 200, grow: 2 } }),
  col.accessor('status', { header: 'Status', meta: { width: 120 } }),
  col.accessor('amount', {
    header: 'Amount',
    cell: (info) => formatAmount(info.getValue(), info.row.original.currency),
    meta: { numeric: true, width: 140 },
  }),
  col.accessor('createdAt', {
    header: 'Created (UTC)',
    cell: (info) => info.getValue().slice(0, 16).replace('T', ' '),
    meta: { numeric: true, width: 150, align: 'start', minContent: '2026-12-31 23:59' },
  }),
  col.accessor('id', {
    header: 'Payment id',
    enableSorting: false,
    meta: { width: 130, grow: 0 },
  }),
]);
