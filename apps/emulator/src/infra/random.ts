import { randomBytes } from 'node:crypto';

/** mulberry32: a small seeded generator, so the demo dataset is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Deterministic ids for seeded rows: `prefix` plus 20 hex digits drawn from the generator. */
export function idFactory(random: () => number) {
  return (prefix: string): string => {
    let hex = '';
    while (hex.length < 20)
      hex += Math.floor(random() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    return `${prefix}_${hex.slice(0, 20)}`;
  };
}

/** Unpredictable ids and secrets for everything created at run time. */
export function secureId(prefix: string, bytes = 12): string {
  return `${prefix}_${randomBytes(bytes).toString('hex')}`;
}

export function secureToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
