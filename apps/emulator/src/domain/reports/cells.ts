/** What a report row is made of: text, counts and amounts in minor units with their currency's exponent. */
export interface Money {
  minor: number;
  exponent: number;
}
export type Cell = string | number | null | Money;

export const money = (minor: number, exponent: number): Money => ({ minor, exponent });

export const isMoney = (cell: Cell): cell is Money =>
  typeof cell === 'object' && cell !== null && 'minor' in cell;

/** `-12.34` for -1234 at exponent 2: exact (no floating point), the way a ledger prints. */
export function decimal({ minor, exponent }: Money): string {
  if (exponent === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** A cell as text (CSV, PDF). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (isMoney(cell)) return decimal(cell);
  return String(cell);
}
