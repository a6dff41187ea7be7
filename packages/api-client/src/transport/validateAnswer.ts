import * as v from 'valibot';
import { ANSWER_ITEMS_VALIDATED_PER_TASK } from '../constants.js';
import { compactAnswer } from './compactAnswer.js';
import { scheduleTask } from './schedule.js';

export type Validated = { success: true; output: unknown } | { success: false; message: string };

interface ListAnswerSchema {
  type: 'object';
  entries: { data: { type: 'array'; item: v.GenericSchema } };
}

/** A list answer's schema (`{ data: [...], ... }`, as `listDocument` builds it). */
function isListAnswer(schema: v.GenericSchema): schema is v.GenericSchema & ListAnswerSchema {
  const data = (schema as Partial<ListAnswerSchema>).entries?.data;
  return schema.type === 'object' && data?.type === 'array' && 'item' in data;
}

/**
 * Validates an answer against its action's schema and calls `done` with the result: at once (in this task) for
 * most answers; a long list answer is validated in slices of {@link ANSWER_ITEMS_VALIDATED_PER_TASK} items, one
 * slice a task, so a page of rows never blocks the page for long.
 */
export function validateAnswer(
  schema: v.GenericSchema,
  document: unknown,
  done: (result: Validated) => void,
): void {
  const data = (document as { data?: unknown } | null)?.data;
  if (
    !isListAnswer(schema) ||
    !Array.isArray(data) ||
    data.length <= ANSWER_ITEMS_VALIDATED_PER_TASK
  ) {
    const parsed = v.safeParse(schema, document);
    done(
      parsed.success
        ? { success: true, output: compactAnswer(parsed.output) }
        : { success: false, message: v.summarize(parsed.issues) },
    );
    return;
  }
  // The envelope (meta, included) first, with no items; then the items, slice by slice.
  const envelope = v.safeParse(schema, { ...(document as object), data: [] });
  if (!envelope.success) {
    done({ success: false, message: v.summarize(envelope.issues) });
    return;
  }
  // Its included resources are kept with the rows, so they are compacted as the rows are.
  const rest = compactAnswer(envelope.output as object);
  const itemSchema = schema.entries.data.item;
  const items: unknown[] = [];
  const slice = (start: number) => {
    const end = Math.min(data.length, start + ANSWER_ITEMS_VALIDATED_PER_TASK);
    for (let index = start; index < end; index += 1) {
      const parsed = v.safeParse(itemSchema, data[index]);
      if (!parsed.success) {
        done({ success: false, message: `data[${index}]: ${v.summarize(parsed.issues)}` });
        return;
      }
      items.push(compactAnswer(parsed.output));
    }
    if (end < data.length) scheduleTask(() => slice(end));
    else done({ success: true, output: { ...rest, data: items } });
  };
  slice(0);
}
