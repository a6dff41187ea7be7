import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../context.js';
import { Access } from '../access.js';
import { ApiError, messages, unauthorized } from '../http/errors.js';
import { ACCESS_TOKEN_HEADER, routePatterns } from '../http/contract.js';
import { SESSION_COOKIE, setupChannel } from '../auth/sessions.js';
import { checkToken, userById, type IdentityRow } from '../auth/users.js';
import type { AnswerDocument } from '../realtime/answers.js';
import type { Area, Caller } from './types.js';

/** Resolves who is calling: the session cookie, or on the set-2fa page the Access-Token header. */
export async function callerOf(
  ctx: Context,
  request: FastifyRequest,
  options: { readOnly?: boolean } = {},
): Promise<Caller> {
  const setupToken = request.headers[ACCESS_TOKEN_HEADER.toLowerCase()];
  if (typeof setupToken === 'string' && setupToken.length > 0) {
    // A used (but unexpired) token may still read its answers and its channel: the confirm answer comes after use.
    const check = await checkToken(ctx, ['set-2fa'], setupToken, options.readOnly === true);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }])
        : unauthorized();
    }
    const user = await userById(ctx, check.userId);
    if (!user) throw unauthorized();
    return { kind: 'setup', owner: setupChannel(setupToken), user, tokenHash: check.hash };
  }
  const session = await ctx.sessions.active(request.cookies[SESSION_COOKIE]);
  if (!session || !session.identity_id) throw unauthorized();
  const [user, identity] = await Promise.all([
    userById(ctx, session.user_id),
    ctx.db.get<IdentityRow>("SELECT * FROM identities WHERE id = ? AND status = 'active'", [
      session.identity_id,
    ]),
  ]);
  if (!user || !identity || user.status !== 'active') {
    await ctx.sessions.revoke(session.id);
    throw unauthorized();
  }
  const access = await Access.load(ctx.db, identity.id, identity.merchant_id);
  return { kind: 'session', owner: session.channel, session, user, identity, access };
}

/** Turns anything a handler throws into an error answer; unexpected failures become a 500 error. */
function errorDocument(error: unknown): AnswerDocument {
  if (error instanceof ApiError) return { errors: error.errors };
  console.error(error);
  return { errors: [{ title: messages.generic, code: '500' }] };
}

/**
 * POST /api/{area}: acknowledges at once, then runs the action and pushes its answer on the caller's channel.
 * The same requestReference twice from the same owner has one effect: the second joins the first, or gets the
 * kept answer pushed again.
 */
export function registerActionAreas(
  app: FastifyInstance,
  ctx: Context,
  areas: Record<string, Area>,
): void {
  app.post<{ Params: { area: string } }>(routePatterns.action, async (request, reply) => {
    const area = areas[request.params.area];
    if (!area) throw new ApiError(404, [{ title: messages.notFound, code: 'not-found' }]);
    const data = (request.body as { data?: Record<string, unknown> } | undefined)?.data;
    const requestReference = data?.requestReference;
    const action = data?.action;
    if (typeof requestReference !== 'string' || !/^[\w.:-]{1,128}$/.test(requestReference)) {
      throw new ApiError(400, [
        {
          title: 'requestReference is required',
          code: 'bad-request',
          source: { pointer: '/data/requestReference' },
        },
      ]);
    }
    const handler =
      typeof action === 'string' && Object.hasOwn(area, action) ? area[action] : undefined;
    if (!handler) {
      throw new ApiError(400, [
        {
          title: `Unknown action ${String(action)}`,
          code: 'unknown-action',
          source: { pointer: '/data/action' },
        },
      ]);
    }
    const caller = await callerOf(ctx, request);
    const id = typeof data?.id === 'string' ? data.id : undefined;
    const rawPayload = data?.payload;
    const payload = (
      typeof rawPayload === 'object' && rawPayload !== null ? rawPayload : {}
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
          request.params.area,
          action as string,
          document,
        );
      })();
      ctx.inflight.set(key, run);
      void run
        .then((body) => ctx.answers.push(caller.owner, requestReference, action as string, body))
        .catch((error: unknown) => console.error(error))
        .finally(() => ctx.inflight.delete(key));
    }
    return reply.code(202).send({ meta: { requestReference, status: 'accepted' } });
  });
}
