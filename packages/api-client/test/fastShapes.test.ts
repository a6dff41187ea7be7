import { setFlagsFromString } from 'node:v8';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANSWER_ITEMS_VALIDATED_PER_TASK } from '../src/constants.js';
import { listDocument } from '../src/contract/jsonapi.js';
import { TransactionSchema } from '../src/contract/paymentResources.js';
import { withFastShapes } from '../src/transport/fastShapes.js';
import { validateAnswer, type Validated } from '../src/transport/validateAnswer.js';
import { transaction } from './transactions';

// V8's own answer to "is this object a dictionary?", for functions compiled after the flag is set.
setFlagsFromString('--allow-natives-syntax');
const hasFastProperties = new Function('object', 'return %HasFastProperties(object)') as (
  object: object,
) => boolean;

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

describe('withFastShapes', () => {
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

  it('keeps arrays, values of other kinds and small objects as they are', () => {
    const date = new Date(0);
    const small = { a: 1, b: [1, 2] };
    const value = { list: [small], date, text: 'x', none: null };
    const result = withFastShapes(value);
    expect(result).toBe(value);
    expect(result.list[0]).toBe(small);
    expect(result.date).toBe(date);
  });

  it('does not write into an object whose values it keeps', () => {
    const frozen = Object.freeze({ nested: Object.freeze({ a: 1 }) });
    expect(() => withFastShapes({ frozen })).not.toThrow();
  });
});
