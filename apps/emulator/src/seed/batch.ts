/** The demo dataset's statements, written in one batch, and the seeded generator its ids and picks come from. */
import type { InArgs } from '@libsql/client';
import { idFactory, seededRandom } from '../infra/random.js';

/** Seeded rows carry dates relative to this instant, so the dataset is identical on every machine. */
export const SEED_EPOCH = Date.UTC(2025, 0, 6, 9, 0, 0);

export class SeedBatch {
  readonly random: () => number;
  readonly id: (prefix: string) => string;
  readonly statements: { sql: string; args: InArgs }[] = [];

  constructor(seed: number) {
    this.random = seededRandom(seed);
    this.id = idFactory(this.random);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  add(sql: string, args: InArgs): void {
    this.statements.push({ sql, args });
  }
}
