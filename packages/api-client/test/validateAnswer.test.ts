import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ANSWER_ITEMS_VALIDATED_PER_TASK } from '../src/constants.js';
import { listDocument } from '../src/contract/jsonapi.js';
import { validateAnswer, type Validated } from '../src/transport/validateAnswer.js';

const Item = v.object({ id: v.string(), amount: v.pipe(v.number(), v.integer()) });
const List = listDocument(Item);
const page = (count: number) => ({
  data: Array.from({ length: count }, (_, index) => ({ id: `t${index}`, amount: index, extra: 1 })),
  meta: { page: { size: count, after: null } },
});

function validate(schema: v.GenericSchema, document: unknown) {
  let result: Validated | undefined;
  const settled = new Promise<Validated>((resolve) =>
    validateAnswer(schema, document, (value) => {
      result = value;
      resolve(value);
    }),
  );
  return { now: () => result, settled };
}

describe('validateAnswer', () => {
  it('validates an ordinary answer at once', () => {
    const { now } = validate(List, page(ANSWER_ITEMS_VALIDATED_PER_TASK));
    expect(now()).toMatchObject({ success: true });
  });

  it('validates a long list a slice per task, with the same output as one parse', async () => {
    const document = page(ANSWER_ITEMS_VALIDATED_PER_TASK * 3 + 1);
    const { now, settled } = validate(List, document);
    expect(now()).toBeUndefined();
    const result = await settled;
    expect(result).toEqual({ success: true, output: v.parse(List, document) });
  });

  it('names the first invalid item of a long list', async () => {
    const document = page(ANSWER_ITEMS_VALIDATED_PER_TASK * 2);
    document.data[70] = { id: 't70', amount: 1.5, extra: 1 };
    const result = await validate(List, document).settled;
    expect(result.success).toBe(false);
    expect(!result.success && result.message).toMatch(/^data\[70\]: /);
  });

  it('checks the envelope of a long list before its items', () => {
    const { now } = validate(List, { ...page(ANSWER_ITEMS_VALIDATED_PER_TASK * 2), meta: {} });
    expect(now()).toMatchObject({ success: false });
  });
});
