/**
 * Every free-text field of the contract (packages/api-client/src/contract) and how payloads go into it: one
 * payload per stored record (names, which must be unique), or as many as fit in one value (long texts).
 * Lengths are the emulator's limits.
 */
import { PAYLOADS } from './payloads';

export interface Field {
  /** The marker prefix: payload i in this field calls `__xss(id * MARKER_BASE + i)`. */
  readonly id: number;
  readonly label: string;
  readonly maxLength: number;
  /** `one`: a record per payload; `packed`: payloads joined by `separator` up to maxLength. */
  readonly packing: 'one' | 'packed';
  readonly separator?: string;
  /** Turns the payload into something the field accepts (a URL field takes only parseable URLs). */
  readonly format?: (text: string) => string;
}

/** Markers are `field.id * MARKER_BASE + payload index`. */
export const MARKER_BASE = 100;
if (PAYLOADS.length >= MARKER_BASE) throw new Error('Markers need a larger MARKER_BASE');

/** Where non-URL payloads go in a URL field, so that they still reach the stored value. */
const URL_CARRIER = 'https://example.test/?q=';

export const FIELDS = {
  organizationName: { id: 1, label: 'organization name', maxLength: 100, packing: 'one' },
  projectName: { id: 2, label: 'project name', maxLength: 100, packing: 'one' },
  projectUrl: {
    id: 3,
    label: 'project website',
    // The server sets no limit; long payloads stop at a practical URL length.
    maxLength: 2_000,
    packing: 'one',
    format: (text) => (URL.canParse(text) ? text : URL_CARRIER + text),
  },
  refundReason: { id: 4, label: 'refund reason', maxLength: 500, packing: 'packed' },
  captureReason: { id: 5, label: 'capture reason', maxLength: 500, packing: 'packed' },
  cancelReason: { id: 6, label: 'cancel reason', maxLength: 500, packing: 'packed' },
  evidenceText: { id: 7, label: 'dispute evidence text', maxLength: 20_000, packing: 'packed' },
  evidenceFileName: { id: 8, label: 'dispute evidence file name', maxLength: 255, packing: 'one' },
  topicSubject: {
    id: 9,
    label: 'mailbox topic subject',
    maxLength: 200,
    packing: 'packed',
    separator: ' ',
  },
  topicBody: { id: 10, label: 'mailbox topic text', maxLength: 10_000, packing: 'packed' },
  messageBody: { id: 11, label: 'mailbox message text', maxLength: 10_000, packing: 'packed' },
  messageFileName: { id: 12, label: 'mailbox attachment name', maxLength: 255, packing: 'one' },
  identityName: {
    id: 13,
    label: 'identity name',
    maxLength: 200,
    packing: 'packed',
    separator: ' ',
  },
} as const satisfies Record<string, Field>;

/** Free-text fields the server refuses anything but digits in: checked to stay refused, never stored. */
export const REFUSED_FIELDS = {
  organizationNumber: {
    id: 14,
    label: 'organization number (8 digits)',
    maxLength: 100,
    packing: 'one',
  },
} as const satisfies Record<string, Field>;

/** One value to store: its text and the payload indexes it carries. */
export interface StoredValue {
  readonly text: string;
  readonly payloads: readonly number[];
}

/** The payload `index` rendered for `field` (formatted, within the field's length). */
export function renderPayload(field: Field, index: number, room = field.maxLength): string {
  const payload = PAYLOADS[index]!;
  const text = payload.render(field.id * MARKER_BASE + index, room);
  return field.format ? field.format(text) : text;
}

/** The payloads `indexes` as values for `field`: one each, or packed as tightly as the length allows. */
export function valuesFor(
  field: Field,
  indexes: readonly number[] = PAYLOADS.map((_, index) => index),
): StoredValue[] {
  if (field.packing === 'one')
    return indexes.map((index) => ({ text: renderPayload(field, index), payloads: [index] }));
  const separator = field.separator ?? '\n';
  const values: StoredValue[] = [];
  let text = '';
  let payloads: number[] = [];
  for (const index of indexes) {
    const next = renderPayload(field, index);
    if (text && text.length + separator.length + next.length > field.maxLength) {
      values.push({ text, payloads });
      text = '';
      payloads = [];
    }
    text = text ? text + separator + next : next;
    payloads.push(index);
  }
  if (text) values.push({ text, payloads });
  return values;
}

/** Payload indexes cut into runs of `size` (tests that store and view one run each stay within rate limits). */
export function payloadRuns(size: number): number[][] {
  const runs: number[][] = [];
  for (let start = 0; start < PAYLOADS.length; start += size)
    runs.push(PAYLOADS.slice(start, start + size).map((_, offset) => start + offset));
  return runs;
}
