/**
 * Declaring async actions. An area (`main`, `mailbox`, `payout-requests`, later `transactions`…) is one file that
 * calls {@link defineArea} with its actions; each action names its payload schema, its answer schema and whether
 * the call carries an `id`. The client types calls from the declaration, the emulator validates requests with it.
 */
import type * as v from 'valibot';

/** Whether a call carries the top-level `id` (the resource the action is about). */
export type IdRule = 'required' | 'optional' | 'none';

export interface ActionSpec<
  TPayload extends v.GenericSchema = v.GenericSchema,
  TAnswer extends v.GenericSchema = v.GenericSchema,
  TId extends IdRule = IdRule,
> {
  /** Schema of `payload`; `v.undefined()` for actions that send none. */
  readonly payload: TPayload;
  /** Schema of the answer document pushed back (`{ data, included?, meta? }`). */
  readonly answer: TAnswer;
  /** Default `'none'`. */
  readonly id?: TId;
  /**
   * Ignorable call kinds: when a newer call of the same kind is made while an older one is pending, the older
   * call settles with the newer call's answer and its own answer is ignored (SPEC §7).
   */
  readonly ignorable?: boolean;
  /** Overrides the client's default action timeout. */
  readonly timeoutMs?: number;
  /**
   * Moves money (refund, capture, cancel, payouts): its outcome must be confirmed, never guessed. A call whose
   * answer does not come in time rejects with `unknown-outcome` instead of `timeout`, the client keeps looking for
   * the answer, and the same call made again reuses the request reference, so it is carried out at most once.
   */
  readonly moneyMoving?: boolean;
  /** What the action does, for docs and the emulator's listing. */
  readonly description: string;
}

export interface ActionDefinition<
  TArea extends string = string,
  TName extends string = string,
  TPayload extends v.GenericSchema = v.GenericSchema,
  TAnswer extends v.GenericSchema = v.GenericSchema,
  TId extends IdRule = IdRule,
> extends ActionSpec<TPayload, TAnswer, TId> {
  readonly area: TArea;
  readonly name: TName;
  readonly id: TId;
  readonly ignorable: boolean;
  readonly moneyMoving: boolean;
}

/** Any declared action. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyAction = ActionDefinition<string, string, any, any, IdRule>;

/** The id rule a spec declares; `'none'` when it declares none. */
type IdOf<TSpec> = TSpec extends { readonly id: infer I extends IdRule } ? I : 'none';

type Definitions<TArea extends string, TSpecs> = {
  readonly [K in keyof TSpecs & string]: TSpecs[K] extends ActionSpec<infer P, infer A>
    ? ActionDefinition<TArea, K, P, A, IdOf<TSpecs[K]>>
    : never;
};

/** An area: its name (the path segment of `POST /api/{area}`) and its actions by name. */
export interface Area<TArea extends string = string, TActions = Record<string, AnyAction>> {
  readonly name: TArea;
  readonly actions: TActions;
}

/**
 * Declares the actions of one area. Action names keep the spec's spelling (`users/me`, `topics/setStatus`).
 *
 * ```ts
 * export const disputes = defineArea('disputes', {
 *   'disputes/list': { description: 'Disputes of an organization', payload: ListRequestSchema, answer: … },
 * });
 * ```
 */
export function defineArea<
  const TArea extends string,
  const TSpecs extends Record<string, ActionSpec<v.GenericSchema, v.GenericSchema, IdRule>>,
>(name: TArea, specs: TSpecs): Area<TArea, Definitions<TArea, TSpecs>> {
  const actions: Record<string, AnyAction> = {};
  for (const [actionName, spec] of Object.entries(specs)) {
    actions[actionName] = Object.freeze({
      ...spec,
      area: name,
      name: actionName,
      id: spec.id ?? 'none',
      ignorable: spec.ignorable ?? false,
      moneyMoving: spec.moneyMoving ?? false,
    });
  }
  return Object.freeze({ name, actions: Object.freeze(actions) as Definitions<TArea, TSpecs> });
}

/** The payload a caller passes (schema input). */
export type PayloadOf<TAction extends AnyAction> = v.InferInput<TAction['payload']>;
/** The answer a caller receives (schema output). */
export type AnswerOf<TAction extends AnyAction> = v.InferOutput<TAction['answer']>;
/** The answer the server produces (schema input). */
export type AnswerInputOf<TAction extends AnyAction> = v.InferInput<TAction['answer']>;

type IdPart<TId extends IdRule> = TId extends 'required'
  ? { id: string }
  : TId extends 'optional'
    ? { id?: string }
    : { id?: never };

type PayloadPart<TPayload> = undefined extends TPayload
  ? { payload?: TPayload }
  : { payload: TPayload };

/** What a call needs: the `id` per the action's rule and the payload when the action has one. */
export type CallInput<TAction extends AnyAction> = IdPart<TAction['id']> &
  PayloadPart<PayloadOf<TAction>>;

/** Whether a call of this action may be made without an input object. */
export type InputOptional<TAction extends AnyAction> = TAction['id'] extends 'required'
  ? false
  : undefined extends PayloadOf<TAction>
    ? true
    : false;
