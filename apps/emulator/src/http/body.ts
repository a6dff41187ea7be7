import * as v from 'valibot';
import type { FastifyRequest } from 'fastify';
import { issuesToErrors } from '@paydesk/api-client';
import { ApiError } from '../domain/errors.js';

/** Validates a request body with the contract's schema; failures answer 400 with a pointer per issue. */
export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  request: FastifyRequest,
): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, request.body);
  if (!parsed.success) {
    throw new ApiError(
      400,
      issuesToErrors(parsed.issues).map((error) => ({
        title: error.title,
        code: String(error.code),
        ...(error.source?.pointer ? { source: { pointer: error.source.pointer } } : {}),
      })),
    );
  }
  return parsed.output;
}
