import { setFlagsFromString } from 'node:v8';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANSWER_ITEMS_VALIDATED_PER_TASK } from '../src/constants.js';
import { listDocument } from '../src/contract/jsonapi.js';
import { TransactionSchema } from '../src/contract/paymentResources.js';
import { compactAnswer, SHARED_STRINGS } from '../src/transport/compactAnswer.js';
import { validateAnswer, type Validated } from '../src/transport/validateAnswer.js';
import { transaction } from './transactions';

// V8's own answers ("is this object a dictionary?", "are these one string?"), for functions compiled after the
// flag is set.
setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (
  object: object,
) => boolean;
const isSameString = new Function('a', 'b', 'return %IsSameHeapObject(a, b)') as (
  a: string,
  b: string,
) => boolean;
/** A string made at run time, as a parsed answer's are: equal to `text`, never the same object. */
const freshCopy = (text: string) => [...text].join('');

const TransactionList = listDocument(TransactionSchema);
const page = (count: number) =>
  JSON.parse(
    JSON.stringify({
      data: Array.from({ length: count }, (_, index) => ({ ...transaction(), id: `tx-${index}` })),
      meta: { page: { size: count, after: null } },
    }),
  ) as unknown;

function validated(document: unknown): Promise<Validated> {
  return new Promise((resolve) => validateAnswer(TransactionList, document, resolve));
}

type Rows = { data: Array<{ attributes: object; relationships: object }> };

describe('compactAnswer', () => {
  it('valibot alone leaves a transaction’s 27 attributes in a dictionary', () => {
    const output = v.parse(TransactionSchema, transaction());
    expect(hasFastProperties(output.attributes)).toBe(false);
  });

  it.each([
    ['answered at once', 1],
    ['validated a slice per task', ANSWER_ITEMS_VALIDATED_PER_TASK * 2 + 1],
  ])(
    'gives every row of a list answer (%s) fast attributes, equal to what valibot made',
    async (_, count) => {
      const document = page(count);
      const result = await validated(document);
      if (!result.success) throw new Error(result.message);
      const rows = (result.output as Rows).data;
      expect(rows).toHaveLength(count);
      for (const row of rows) {
        expect(hasFastProperties(row.attributes)).toBe(true);
        expect(hasFastProperties(row.relationships)).toBe(true);
      }
      expect(result.output).toEqual(v.parse(TransactionList, document));
    },
  );

  it('compacts the included resources of a long list too, not only its rows', async () => {
    const withIncluded = () => ({
      ...(page(ANSWER_ITEMS_VALIDATED_PER_TASK + 1) as object),
      included: [{ type: freshCopy('customer'), id: 'cu-1' }],
    });
    const [first, second] = await Promise.all([
      validated(withIncluded()),
      validated(withIncluded()),
    ]);
    if (!first.success || !second.success) throw new Error('invalid answer');
    type Included = { included: Array<{ type: string }> };
    const typeOf = (result: { output: unknown }) => (result.output as Included).included[0]!.type;
    expect(isSameString(typeOf(first), typeOf(second))).toBe(true);
  });

  it('keeps arrays, values of other kinds and small objects as they are', () => {
    const date = new Date(0);
    const small = { a: 1, b: [1, 2] };
    const value = { list: [small], date, text: 'x', none: null };
    const result = compactAnswer(value);
    expect(result).toBe(value);
    expect(result.list[0]).toBe(small);
    expect(result.date).toBe(date);
  });

  it('does not write into an object whose values it keeps', () => {
    const frozen = Object.freeze({ nested: Object.freeze({ a: 1 }) });
    expect(() => compactAnswer({ frozen })).not.toThrow();
  });

  it('shares a short string between answers, and never holds more than SHARED_STRINGS of them', () => {
    expect(isSameString(freshCopy('EUR'), freshCopy('EUR'))).toBe(false);
    const first = compactAnswer({ currency: freshCopy('EUR'), tags: [freshCopy('visa')] });
    const second = compactAnswer({ currency: freshCopy('EUR'), tags: [freshCopy('visa')] });
    expect(isSameString(first.currency, second.currency)).toBe(true);
    expect(isSameString(first.tags[0]!, second.tags[0]!)).toBe(true);
    // A long text is kept as it came.
    const long = 'x'.repeat(40);
    expect(
      isSameString(compactAnswer([freshCopy(long)])[0]!, compactAnswer([freshCopy(long)])[0]!),
    ).toBe(false);
    // Unique ids fill the shared strings up; then they start again rather than grow.
    compactAnswer(Array.from({ length: SHARED_STRINGS }, (_, index) => `id-${index}`));
    const after = compactAnswer({ currency: freshCopy('EUR') });
    expect(isSameString(after.currency, first.currency)).toBe(false);
  });
});
