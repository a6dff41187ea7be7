import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.js';
import { ApiError, messages } from './errors.js';
import { routePatterns, routes } from './contract.js';
import { callerOf } from '../actions/dispatch.js';
import { signChannel, socketIdPattern } from '../realtime/signature.js';

const MAX_LOOKUP = 200;

/** Push configuration, channel authorization and the kept answers. */
export function registerPushRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(routes.pushConfig, async (request) => {
    const [host, port] = (request.headers.host ?? `${ctx.config.host}:${ctx.config.port}`).split(
      ':',
    );
    return {
      data: {
        type: 'push-config',
        id: ctx.config.pusher.appId,
        attributes: {
          key: ctx.config.pusher.key,
          wsHost: host,
          wsPort: Number(port ?? (request.protocol === 'https' ? 443 : 80)),
          forceTLS: request.protocol === 'https',
          authEndpoint: routes.broadcastingAuth,
        },
      },
    };
  });

  // pusher-js posts a form (socket_id, channel_name); JSON bodies are accepted too.
  app.post(routes.broadcastingAuth, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const socketId = body.socket_id;
    const channel = body.channel_name;
    if (
      typeof socketId !== 'string' ||
      !socketIdPattern.test(socketId) ||
      typeof channel !== 'string'
    ) {
      throw new ApiError(400, [
        { title: 'socket_id and channel_name are required', code: 'bad-request' },
      ]);
    }
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

  app.get<{ Params: { requestReference: string } }>(routePatterns.answer, async (request) => {
    const caller = await callerOf(ctx, request, { readOnly: true });
    const kept = await ctx.answers.find(caller.owner, request.params.requestReference);
    if (!kept) throw new ApiError(404, [{ title: 'No answer yet', code: 'answer-not-found' }]);
    return JSON.parse(kept.body) as unknown;
  });

  app.post(routes.answers, async (request) => {
    const caller = await callerOf(ctx, request, { readOnly: true });
    const references = (request.body as { requestReferences?: unknown } | undefined)
      ?.requestReferences;
    if (
      !Array.isArray(references) ||
      references.length > MAX_LOOKUP ||
      !references.every((r) => typeof r === 'string')
    ) {
      throw new ApiError(400, [
        {
          title: `requestReferences must be a list of at most ${MAX_LOOKUP} strings`,
          code: 'bad-request',
        },
      ]);
    }
    const answers: unknown[] = [];
    for (const reference of new Set(references as string[])) {
      const kept = await ctx.answers.find(caller.owner, reference);
      if (kept) answers.push(JSON.parse(kept.body));
    }
    return { answers };
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
