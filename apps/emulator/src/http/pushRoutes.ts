import type { FastifyInstance } from 'fastify';
import {
  AnswerLookupRequestSchema,
  BroadcastingAuthRequestSchema,
  routePatterns,
  routes,
} from '@paydesk/api-client';
import type { Context } from '../context.js';
import { ApiError, messages } from './errors.js';
import { parseBody } from './body.js';
import { callerOf, isPending } from '../actions/dispatch.js';
import { signChannel } from '../realtime/signature.js';

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
      if (kept) return JSON.parse(kept.body) as unknown;
      if (isPending(ctx, caller.owner, requestReference)) {
        return reply.code(202).send({ meta: { requestReference, status: 'pending' } });
      }
      throw new ApiError(404, [{ title: 'No answer for this request', code: 'answer-not-found' }]);
    },
  );

  app.post(routes.answers, async (request) => {
    const caller = await callerOf(ctx, request, { readOnly: true });
    const { requestReferences } = parseBody(AnswerLookupRequestSchema, request);
    const answers: unknown[] = [];
    const pending: string[] = [];
    const unknown: string[] = [];
    const references = [...new Set(requestReferences)];
    const kept = await ctx.answers.findMany(caller.owner, references);
    for (const reference of references) {
      const body = kept.get(reference);
      if (body !== undefined) answers.push(JSON.parse(body));
      else if (isPending(ctx, caller.owner, reference)) pending.push(reference);
      else unknown.push(reference);
    }
    return { answers, pending, unknown };
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.status).headers(error.headers).send({ errors: error.errors });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ errors: [{ title: (error as Error).message, code: String(status) }] });
    }
    console.error(error);
    return reply.code(500).send({ errors: [{ title: messages.generic, code: '500' }] });
  });
}
