import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  dateRangeToInstants,
  fromListFilters,
  toListFilters,
  withoutField,
  type FilterDefinition,
  type ListFilter,
} from './filterModel';

const definitions: FilterDefinition[] = [
  { type: 'text', field: 'reference', label: 'Reference' },
  {
    type: 'enum',
    field: 'status',
    label: 'Status',
    options: [
      { value: 'paid', label: 'Paid' },
      { value: 'failed', label: 'Failed' },
      { value: 'refunded', label: 'Refunded' },
    ],
  },
  { type: 'amount', field: 'amount', label: 'Amount', currency: 'EUR' },
  { type: 'number', field: 'attempts', label: 'Attempts' },
  { type: 'date', field: 'createdAt', label: 'Created' },
];

describe('toListFilters', () => {
  it('produces { field, operator, value } in declaration order and skips empty values', () => {
    const filters = toListFilters(
      definitions,
      {
        createdAt: { start: new CalendarDate(2026, 11, 1), end: new CalendarDate(2026, 11, 22) },
        status: ['paid', 'failed'],
        reference: '  ord-42 ',
        amount: { min: 1000, max: null },
        attempts: { min: null, max: null },
      },
      'UTC',
    );
    expect(filters).toEqual([
      { field: 'reference', operator: 'contains', value: 'ord-42' },
      { field: 'status', operator: 'in', value: ['paid', 'failed'] },
      { field: 'amount', operator: 'gte', value: 1000 },
      { field: 'createdAt', operator: 'gte', value: '2026-11-01T00:00:00.000Z' },
      { field: 'createdAt', operator: 'lte', value: '2026-11-22T23:59:59.999Z' },
    ]);
  });

  it('uses eq for a single enum value and both bounds for a range', () => {
    expect(
      toListFilters(definitions, { status: ['refunded'], attempts: { min: 1, max: 3 } }, 'UTC'),
    ).toEqual([
      { field: 'status', operator: 'eq', value: 'refunded' },
      { field: 'attempts', operator: 'gte', value: 1 },
      { field: 'attempts', operator: 'lte', value: 3 },
    ]);
  });

  it('returns nothing for blank text and an empty selection', () => {
    expect(toListFilters(definitions, { reference: '   ', status: [] }, 'UTC')).toEqual([]);
  });
});

describe('dateRangeToInstants', () => {
  it('bounds whole days in the given time zone', () => {
    const range = { start: new CalendarDate(2026, 7, 1), end: new CalendarDate(2026, 7, 1) };
    expect(dateRangeToInstants(range, 'Europe/Berlin')).toEqual({
      gte: '2026-06-30T22:00:00.000Z',
      lte: '2026-07-01T21:59:59.999Z',
    });
  });
});

describe('fromListFilters', () => {
  it('round-trips what toListFilters produced', () => {
    const values = {
      reference: 'ord-42',
      status: ['paid', 'failed'],
      amount: { min: 1000, max: 250000 },
      attempts: { min: null, max: 3 },
      createdAt: { start: new CalendarDate(2026, 3, 29), end: new CalendarDate(2026, 3, 30) },
    };
    for (const zone of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
      const filters = toListFilters(definitions, values, zone);
      expect(fromListFilters(definitions, filters, zone)).toEqual(values);
    }
  });

  it('reads eq and in, keeps only declared options and ignores unknown fields', () => {
    const filters: ListFilter[] = [
      { field: 'status', operator: 'eq', value: 'paid' },
      { field: 'status', operator: 'in', value: ['failed', 'hacked'] },
      { field: 'merchantSecret', operator: 'eq', value: 'x' },
      { field: 'amount', operator: 'gte', value: 'not a number' },
      { field: 'createdAt', operator: 'gte', value: 'yesterday' },
    ];
    expect(fromListFilters(definitions, filters, 'UTC')).toEqual({ status: ['paid', 'failed'] });
  });

  it('reads string numbers from a URL and a one-sided date range as a single day', () => {
    const filters: ListFilter[] = [
      { field: 'amount', operator: 'lte', value: '5000' },
      { field: 'createdAt', operator: 'gte', value: '2026-11-22T00:00:00.000Z' },
    ];
    expect(fromListFilters(definitions, filters, 'UTC')).toEqual({
      amount: { min: null, max: 5000 },
      createdAt: { start: new CalendarDate(2026, 11, 22), end: new CalendarDate(2026, 11, 22) },
    });
  });
});

describe('withoutField', () => {
  it('drops every filter on one field', () => {
    const filters = toListFilters(
      definitions,
      { attempts: { min: 1, max: 2 }, reference: 'a' },
      'UTC',
    );
    expect(withoutField(filters, 'attempts')).toEqual([
      { field: 'reference', operator: 'contains', value: 'a' },
    ]);
  });
});
