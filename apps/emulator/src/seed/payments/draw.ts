/** Drawing from a seeded generator: chances, picks, weighted picks, ranges and digits. */
const BASE64 = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'];

export class Draw {
  readonly random: () => number;

  constructor(random: () => number) {
    this.random = random;
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.random() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  /** A number in [min, max). */
  between(min: number, max: number): number {
    return min + this.random() * (max - min);
  }

  /** Log-uniform in [min, max]: many small amounts, few large ones. */
  logUniform(min: number, max: number): number {
    return Math.round(Math.exp(this.between(Math.log(min), Math.log(max))));
  }

  digits(count: number): string {
    let text = '';
    for (let index = 0; index < count; index++) text += Math.floor(this.random() * 10);
    return text;
  }

  /** Base64-like characters, for 3DS values. */
  base64(length: number): string {
    let text = '';
    for (let index = 0; index < length; index++) text += this.pick(BASE64);
    return text;
  }
}
