/** Per-currency totals gathered while rows stream past: the file's total rows and the report's `totals`. */
import { exponentOf } from '../ledger/posting.js';
import { money, type Cell } from './cells.js';

export interface Total {
  currency: string;
  count: number;
  amount: number;
}

export class Totals {
  readonly #byCurrency = new Map<string, Total>();

  add(currency: string, amount: number): void {
    const total = this.#byCurrency.get(currency) ?? { currency, count: 0, amount: 0 };
    total.count += 1;
    total.amount += amount;
    this.#byCurrency.set(currency, total);
  }

  list(): Total[] {
    return [...this.#byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  }

  /** `Total`, the currency, the row count and the sum, placed in the columns the source names. */
  rows(width: number, at: { currency: number; count: number; amount: number }): Cell[][] {
    return this.list().map((total) => {
      const cells: Cell[] = Array.from({ length: width }, () => null);
      cells[0] = 'Total';
      cells[at.currency] = total.currency;
      cells[at.count] = total.count;
      cells[at.amount] = money(total.amount, exponentOf(total.currency));
      return cells;
    });
  }
}
