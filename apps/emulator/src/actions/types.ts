import type { Access } from '../access.js';
import type { IdentityRow, UserRow } from '../auth/users.js';
import type { SessionRow } from '../auth/sessions.js';
import type { Context } from '../context.js';
import type { AnswerDocument } from '../realtime/answers.js';

/** Who sent an action: a signed-in session, or a set-2fa page holding a token from an email. */
export type Caller =
  | {
      kind: 'session';
      owner: string;
      session: SessionRow;
      user: UserRow;
      identity: IdentityRow;
      access: Access;
    }
  | { kind: 'setup'; owner: string; user: UserRow; tokenHash: string };

export type SessionCaller = Extract<Caller, { kind: 'session' }>;

export interface ActionInput {
  id: string | undefined;
  payload: Record<string, unknown>;
}

export type ActionHandler = (
  ctx: Context,
  caller: Caller,
  input: ActionInput,
) => Promise<AnswerDocument>;

export type Area = Record<string, ActionHandler>;
