/**
 * Server-side validation of action requests with the declared schemas: the emulator (or any provider
 * implementation) calls {@link parseActionRequest} and answers with the errors it returns.
 */
import * as v from 'valibot';
import type { AnyAction, AnswerInputOf, PayloadOf } from './action.js';
import { findAction } from './registry.js';
import type { ErrorObjectInput } from './jsonapi.js';
import { ActionRequestSchema } from './wire.js';

export type ParsedActionRequest =
  | {
      readonly ok: true;
      readonly action: AnyAction;
      readonly requestReference: string;
      readonly id: string | undefined;
      readonly payload: unknown;
    }
  | { readonly ok: false; readonly status: 400 | 404; readonly errors: ErrorObjectInput[] };

/** Turns valibot issues into JSON:API errors with `source.pointer` (e.g. `/data/payload/data/attributes/name`). */
export function issuesToErrors(
  issues: readonly v.BaseIssue<unknown>[],
  prefix = '',
): ErrorObjectInput[] {
  return issues.map((issue) => {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('/');
    return {
      title: issue.message,
      code: 'invalid',
      source: { pointer: `${prefix}/${path}`.replace(/\/+$/, '') || '/' },
    };
  });
}

/** Validates the envelope, finds the action of `area`, checks the id rule and parses the payload. */
export function parseActionRequest(area: string, body: unknown): ParsedActionRequest {
  const envelope = v.safeParse(ActionRequestSchema, body);
  if (!envelope.success) return { ok: false, status: 400, errors: issuesToErrors(envelope.issues) };
  const { requestReference, action: name, id, payload } = envelope.output.data;
  const action = findAction(area, name);
  if (!action) {
    return {
      ok: false,
      status: 404,
      errors: [
        {
          title: `Unknown action ${area}:${name}`,
          code: 'unknown-action',
          source: { pointer: '/data/action' },
        },
      ],
    };
  }
  if (action.id === 'required' && id === undefined) {
    return {
      ok: false,
      status: 400,
      errors: [{ title: 'id is required', code: 'invalid', source: { pointer: '/data/id' } }],
    };
  }
  if (action.id === 'none' && id !== undefined) {
    return {
      ok: false,
      status: 400,
      errors: [{ title: 'id is not expected', code: 'invalid', source: { pointer: '/data/id' } }],
    };
  }
  const parsed = v.safeParse(action.payload, payload);
  if (!parsed.success) {
    return { ok: false, status: 400, errors: issuesToErrors(parsed.issues, '/data/payload') };
  }
  return { ok: true, action, requestReference, id, payload: parsed.output };
}

/** Typed access to a parsed payload once the action is known: `payloadOf(main.actions['topics/list'], parsed)`. */
export function payloadOf<TAction extends AnyAction>(
  _action: TAction,
  parsed: Extract<ParsedActionRequest, { ok: true }>,
): v.InferOutput<TAction['payload']> {
  return parsed.payload as v.InferOutput<TAction['payload']>;
}

/** Checks an answer the server is about to send against the action's schema (the emulator's own tests use it). */
export function checkAnswer<TAction extends AnyAction>(
  action: TAction,
  answer: AnswerInputOf<TAction>,
): { ok: true } | { ok: false; errors: ErrorObjectInput[] } {
  const parsed = v.safeParse(action.answer, answer);
  return parsed.success ? { ok: true } : { ok: false, errors: issuesToErrors(parsed.issues) };
}

export type { PayloadOf };
