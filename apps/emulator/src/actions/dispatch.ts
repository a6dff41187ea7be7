import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allActions,
  parseActionRequest,
  routePatterns,
  ACCESS_TOKEN_HEADER,
} from '@paydesk/api-client';
import type { Context } from '../context.js';
import { Access } from '../access.js';
import { ApiError, messages, unauthorized } from '../http/errors.js';
import { SESSION_COOKIE, setupChannel } from '../auth/sessions.js';
import { checkToken, userById, type IdentityRow, type UserRow } from '../auth/users.js';
import type { AnswerDocument } from '../realtime/answers.js';
import type { Area, Caller } from './types.js';

/**
 * Resolves who is calling: the session cookie, or on the set-2fa page the Access-Token header. `readOnly`
 * callers (answer fetches, channel auth) may hold a used set-2fa token: the confirm answer comes after its use.
 */
export async function callerOf(
  ctx: Context,
  request: FastifyRequest,
  options: { readOnly?: boolean } = {},
): Promise<Caller> {
  const setupToken = request.headers[ACCESS_TOKEN_HEADER.toLowerCase()];
  if (typeof setupToken === 'string' && setupToken.length > 0) {
    const check = await checkToken(ctx, ['set-2fa'], setupToken, options.readOnly === true);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }])
        : unauthorized();
    }
    const user = await userById(ctx, check.userId);
    if (!user || user.status !== 'active') throw unauthorized();
    return { kind: 'setup', owner: setupChannel(setupToken), user, tokenHash: check.hash };
  }
  const session = await ctx.sessions.active(request.cookies[SESSION_COOKIE]);
  if (!session || !session.identity_id) throw unauthorized();
  // The user and the session's identity in one statement (this runs on every request).
  const row = await ctx.db.get<
    UserRow & { [K in keyof IdentityRow as `identity_${K}`]: IdentityRow[K] }
  >(
    `SELECT users.*, identities.id AS identity_id, identities.user_id AS identity_user_id,
       identities.merchant_id AS identity_merchant_id, identities.name AS identity_name,
       identities.status AS identity_status, identities.attributes AS identity_attributes,
       identities.last_login_at AS identity_last_login_at, identities.created_at AS identity_created_at
     FROM users JOIN identities ON identities.user_id = users.id AND identities.status = 'active'
     WHERE users.id = ? AND identities.id = ?`,
    [session.user_id, session.identity_id],
  );
  const user: UserRow | undefined = row && {
    id: row.id,
    email: row.email,
    name: row.name,
    password_hash: row.password_hash,
    password_change_required: row.password_change_required,
    status: row.status,
    totp_secret: row.totp_secret,
    totp_pending_secret: row.totp_pending_secret,
    totp_last_step: row.totp_last_step,
    created_at: row.created_at,
  };
  const identity: IdentityRow | undefined = row && {
    id: row.identity_id,
    user_id: row.identity_user_id,
    merchant_id: row.identity_merchant_id,
    name: row.identity_name,
    status: row.identity_status,
    attributes: row.identity_attributes,
    last_login_at: row.identity_last_login_at,
    created_at: row.identity_created_at,
  };
  if (!user || !identity || user.status !== 'active') {
    await ctx.sessions.revoke(session.id);
    throw unauthorized();
  }
  const access = await Access.load(ctx.db, identity.id, identity.merchant_id, ctx.clock.now());
  return { kind: 'session', owner: session.channel, session, user, identity, access };
}

/** Turns anything a handler throws into an error answer; unexpected failures become a 500 error. */
function errorDocument(error: unknown): AnswerDocument {
  if (error instanceof ApiError) return { errors: error.errors };
  console.error(error);
  return { errors: [{ title: messages.generic, code: '500' }] };
}

/** Every action the contract declares must have a handler here, and nothing else. */
function checkCoverage(areas: Record<string, Area>): void {
  const declared = new Set(allActions().map((action) => `${action.area}:${action.name}`));
  const implemented = new Set(
    Object.entries(areas).flatMap(([area, handlers]) =>
      Object.keys(handlers).map((name) => `${area}:${name}`),
    ),
  );
  const missing = [...declared].filter((key) => !implemented.has(key));
  const extra = [...implemented].filter((key) => !declared.has(key));
  if (missing.length || extra.length) {
    throw new Error(
      `Emulator actions out of step with the contract. Missing: ${missing.join(', ') || 'none'}; undeclared: ${extra.join(', ') || 'none'}`,
    );
  }
}

/**
 * POST /api/{area}: validates the request with the contract's schemas, acknowledges at once, then runs the action
 * and pushes its answer on the caller's channel. The same requestReference twice from the same owner has one
 * effect: the second joins the first, or gets the kept answer pushed again.
 */
export function registerActionAreas(
  app: FastifyInstance,
  ctx: Context,
  areas: Record<string, Area>,
): void {
  checkCoverage(areas);
  app.post<{ Params: { area: string } }>(routePatterns.action, async (request, reply) => {
    const parsed = parseActionRequest(request.params.area, request.body);
    if (!parsed.ok) {
      throw new ApiError(
        parsed.status,
        parsed.errors.map((error) => ({
          ...error,
          code: String(error.code),
        })) as ApiError['errors'],
      );
    }
    const handler = areas[parsed.action.area]![parsed.action.name]!;
    const caller = await callerOf(ctx, request);
    const { requestReference, id } = parsed;
    const action = parsed.action.name;
    const payload = (
      typeof parsed.payload === 'object' && parsed.payload !== null ? parsed.payload : {}
    ) as Record<string, unknown>;
    const key = `${caller.owner}\u0000${requestReference}`;
    if (!ctx.inflight.has(key)) {
      const run = (async () => {
        const kept = await ctx.answers.find(caller.owner, requestReference);
        if (kept) return kept.body;
        let document: AnswerDocument;
        try {
          ctx.effects.set(requestReference, (ctx.effects.get(requestReference) ?? 0) + 1);
          document = await handler(ctx, caller, { id, payload });
        } catch (error) {
          document = errorDocument(error);
        }
        return ctx.answers.store(
          caller.owner,
          requestReference,
          parsed.action.area,
          action,
          document,
        );
      })();
      ctx.inflight.set(key, run);
      void run
        .then((body) => ctx.answers.push(caller.owner, requestReference, action, body))
        .catch((error: unknown) => console.error(error))
        .finally(() => ctx.inflight.delete(key));
    }
    return reply.code(202).send({ meta: { requestReference, status: 'accepted' } });
  });
}

/** Whether an answer is still being computed for this owner and reference. */
export const isPending = (ctx: Context, owner: string, requestReference: string) =>
  ctx.inflight.has(`${owner}\u0000${requestReference}`);
