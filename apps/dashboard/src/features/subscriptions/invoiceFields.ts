import { MAX_INVOICE_FIELDS, type InvoiceField } from '@paydesk/api-client';

/** The custom invoice fields being typed: a row each, empty names dropped when sent. */
export type InvoiceFieldRows = InvoiceField[];

export const canAddInvoiceField = (rows: InvoiceFieldRows) => rows.length < MAX_INVOICE_FIELDS;

export const invoiceFieldsToSend = (rows: InvoiceFieldRows): InvoiceField[] =>
  rows
    .map((row) => ({ name: row.name.trim(), value: row.value.trim() }))
    .filter((row) => row.name.length > 0);
