import type { FastifyInstance } from 'fastify';
import {
  AnswerLookupRequestSchema,
  BroadcastingAuthRequestSchema,
  JSON_API_MEDIA_TYPE,
  routePatterns,
  routes,
} from '@paydesk/api-client';
import { ApiError, messages } from '../domain/errors.js';
import { signChannel } from '../realtime/signature.js';
import { isPending } from './actionRoutes.js';
import { parseBody } from './body.js';
import { callerOf } from './caller.js';
import type { Context } from './context.js';

/**
 * The answer of a lookup, `{ answers, pending, unknown }`. Kept answers are JSON already (serialized once, when
 * stored): they are spliced in as they are, not parsed and serialized again.
 */
const lookupJson = (answers: readonly string[], pending: string[], unknown: string[]) =>
  `{"answers":[${answers.join(',')}],"pending":${JSON.stringify(pending)},"unknown":${JSON.stringify(unknown)}}`;

/** Push configuration, channel authorization and the kept answers. */
export function registerPushRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(routes.pushConfig, async (request) => {
    const [host = ctx.config.host, port] = (request.headers.host ?? '').split(':');
    const tls = request.protocol === 'https';
    return {
      data: {
        type: 'push-config',
        id: ctx.config.pusher.appId,
        attributes: {
          key: ctx.config.pusher.key,
          host,
          port: port ? Number(port) : tls ? 443 : 80,
          tls,
          // pusher-js requires a cluster name; with wsHost set it is not used to pick a host.
          cluster: 'mt1',
        },
      },
    };
  });

  // pusher-js posts a form (socket_id, channel_name); the api-client posts JSON. Both are accepted.
  app.post(routes.broadcastingAuth, async (request, reply) => {
    const { socket_id: socketId, channel_name: channel } = parseBody(
      BroadcastingAuthRequestSchema,
      request,
    );
    if (ctx.faults.authDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, ctx.faults.authDelayMs));
    const caller = await callerOf(ctx, request, { readOnly: true });
    if (caller.owner !== channel) {
      throw new ApiError(403, [{ title: messages.notAllowed, code: 'forbidden-channel' }]);
    }
    return reply.send({
      auth: signChannel(ctx.config.pusher.key, ctx.config.pusher.secret, socketId, channel),
    });
  });

  app.get<{ Params: { requestReference: string } }>(
    routePatterns.answer,
    async (request, reply) => {
      const caller = await callerOf(ctx, request, { readOnly: true });
      const { requestReference } = request.params;
      const kept = await ctx.answers.find(caller.owner, requestReference);
      if (kept) return reply.type(JSON_API_MEDIA_TYPE).send(kept.body);
      if (isPending(ctx, caller.owner, requestReference)) {
        return reply.code(202).send({ meta: { requestReference, status: 'pending' } });
      }
      throw new ApiError(404, [{ title: 'No answer for this request', code: 'answer-not-found' }]);
    },
  );

  app.post(routes.answers, async (request, reply) => {
    const caller = await callerOf(ctx, request, { readOnly: true });
    const { requestReferences } = parseBody(AnswerLookupRequestSchema, request);
    const answers: string[] = [];
    const pending: string[] = [];
    const unknown: string[] = [];
    const references = [...new Set(requestReferences)];
    const kept = await ctx.answers.findMany(caller.owner, references);
    for (const reference of references) {
      const body = kept.get(reference);
      if (body !== undefined) answers.push(body);
      else if (isPending(ctx, caller.owner, reference)) pending.push(reference);
      else unknown.push(reference);
    }
    return reply.type(JSON_API_MEDIA_TYPE).send(lookupJson(answers, pending, unknown));
  });
}
