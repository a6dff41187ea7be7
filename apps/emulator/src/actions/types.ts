import type { Caller } from '../domain/access/caller.js';
import type { DomainContext } from '../domain/context.js';
import type { PusherServer } from '../realtime/pusherServer.js';

/**
 * What an action reaches: the domain's context, and the push server to close the sockets of ended sessions and to
 * announce changes.
 */
export interface ActionContext extends DomainContext {
  pusher: Pick<PusherServer, 'closeSockets' | 'publish'>;
}

export interface ActionInput {
  id: string | undefined;
  payload: Record<string, unknown>;
  /** The call's requestReference: money-moving creations keep it, so the same reference makes one thing. */
  requestReference?: string;
}

/** A JSON:API document: what an action answers (pushed, and kept for HTTP fetches). */
export interface AnswerDocument {
  data?: unknown;
  included?: unknown[];
  meta?: Record<string, unknown>;
  errors?: unknown[];
}

export type ActionHandler = (
  ctx: ActionContext,
  caller: Caller,
  input: ActionInput,
) => Promise<AnswerDocument>;

/** The handlers of one area (`POST /api/{area}`), by action name. */
export type Area = Record<string, ActionHandler>;
