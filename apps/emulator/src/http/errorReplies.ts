import type { FastifyInstance } from 'fastify';
import { ApiError, messages } from '../domain/errors.js';

/**
 * Errors as JSON:API error replies: an {@link ApiError} with its status and headers, Fastify's own client errors
 * (bad JSON, body too large…) with their status; anything else is logged and answers a generic 500.
 */
export function registerErrorReplies(app: FastifyInstance): void {
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
