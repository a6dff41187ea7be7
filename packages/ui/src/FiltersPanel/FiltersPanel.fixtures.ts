import type { FilterDefinition, ListFilter } from './filterModel';

/** Transaction filters as the app might declare them. */
export const transactionFilters: FilterDefinition[] = [
  { type: 'text', field: 'reference', label: 'Reference', placeholder: 'Order or payment id' },
  {
    type: 'enum',
    field: 'status',
    label: 'Status',
    options: [
      { value: 'authorized', label: 'Authorized' },
      { value: 'paid', label: 'Paid' },
      { value: 'failed', label: 'Failed' },
      { value: 'refunded', label: 'Refunded' },
      { value: 'chargebacked', label: 'Chargebacked' },
    ],
  },
  { type: 'amount', field: 'amount', label: 'Amount', currency: 'EUR' },
  { type: 'number', field: 'attempts', label: 'Attempts' },
  { type: 'date', field: 'createdAt', label: 'Created' },
];

export const appliedFilters: ListFilter[] = [
  { field: 'status', operator: 'in', value: ['paid', 'failed'] },
  { field: 'amount', operator: 'gte', value: 1000 },
  { field: 'amount', operator: 'lte', value: 250000 },
  { field: 'createdAt', operator: 'gte', value: '2026-11-01T00:00:00.000Z' },
  { field: 'createdAt', operator: 'lte', value: '2026-11-22T23:59:59.999Z' },
];
