import type { FastifyInstance } from 'fastify';
import { parseActionRequest, routePatterns } from '@paydesk/api-client';
import { ApiError, messages } from '../domain/errors.js';
import type { AnswerDocument, Area } from '../actions/types.js';
import { withAuditOrigin, userAgentOf, type AuditOrigin } from '../domain/audit/context.js';
import { withAttached } from '../infra/db/attached.js';
import { callerOf } from './caller.js';
import type { Context } from './context.js';

/** Turns anything a handler throws into an error answer; unexpected failures become a 500 error. */
function errorDocument(error: unknown): AnswerDocument {
  if (error instanceof ApiError) return { errors: error.errors };
  console.error(error);
  return { errors: [{ title: messages.generic, code: '500' }] };
}

const inflightKey = (owner: string, requestReference: string) =>
  `${owner}\u0000${requestReference}`;

/** Whether an answer is still being computed for this owner and reference. */
export const isPending = (ctx: Context, owner: string, requestReference: string) =>
  ctx.inflight.has(inflightKey(owner, requestReference));

/**
 * POST /api/{area}: validates the request with the contract's schemas, acknowledges at once, then runs the action
 * and pushes its answer on the caller's channel. The same requestReference twice from the same owner has one
 * effect: the second joins the first, or gets the kept answer pushed again.
 */
export function registerActionRoutes(
  app: FastifyInstance,
  ctx: Context,
  areas: Record<string, Area>,
): void {
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
    const origin: AuditOrigin = {
      ip: request.ip,
      userAgent: userAgentOf(request.headers['user-agent']),
      actor:
        caller.kind === 'session'
          ? { id: caller.user.id, name: caller.user.name, email: caller.user.email }
          : null,
    };
    const key = inflightKey(caller.owner, requestReference);
    if (!ctx.inflight.has(key)) {
      const run = (async () => {
        const kept = await ctx.answers.find(caller.owner, requestReference);
        if (kept) return kept.body;
        let document: AnswerDocument;
        try {
          ctx.effects.set(requestReference, (ctx.effects.get(requestReference) ?? 0) + 1);
          // Audit entries ride on the handler's writes; one attached after its last write is written on success.
          const { result, left } = await withAuditOrigin(origin, () =>
            withAttached(() => handler(ctx, caller, { id, payload, requestReference })),
          );
          await ctx.db.batch(left);
          document = result;
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
