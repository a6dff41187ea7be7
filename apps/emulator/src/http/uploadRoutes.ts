/**
 * Chunked uploads (payment link downloads) and their public downloads. JSON for announcing and asking where an
 * upload stands; each chunk is a raw `application/octet-stream` PUT at `?offset=`, at most one chunk long. The
 * download path needs no session: its token is an unguessable secret shown to a customer who paid.
 */
import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_CHUNK_BYTES, UploadCreateSchema, routePatterns } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { ApiError, notFound } from '../domain/errors.js';
import { uploadResource } from '../domain/uploads/store.js';
import {
  appendChunk,
  createUpload,
  readUpload,
  tooLarge,
  uploadByToken,
} from '../domain/uploads/uploads.js';
import { attachmentHeaders } from './attachment.js';
import { parseBody } from './body.js';
import { callerOf } from './caller.js';
import type { Context } from './context.js';

export function registerUploadRoutes(app: FastifyInstance, ctx: Context): void {
  app.post(routePatterns.uploads, async (request, reply) => {
    const caller = requireSession(await callerOf(ctx, request));
    let input;
    try {
      input = parseBody(UploadCreateSchema, request).data.attributes;
    } catch (error) {
      // The size error keeps its code, so the client can tell it from other validation errors.
      if (
        error instanceof ApiError &&
        error.errors.some((e) => e.source?.pointer === '/data/attributes/size')
      ) {
        const body = request.body as { data?: { attributes?: { size?: unknown } } };
        if (typeof body.data?.attributes?.size === 'number') throw tooLarge();
      }
      throw error;
    }
    const row = await createUpload(ctx, caller, input);
    return reply.code(201).send({ data: uploadResource(row) });
  });

  app.get<{ Params: { uploadId: string } }>(routePatterns.upload, async (request) => {
    const caller = requireSession(await callerOf(ctx, request));
    return { data: uploadResource(await readUpload(ctx, caller, request.params.uploadId)) };
  });

  // Chunks are read as raw bytes whatever their declared type, up to one chunk.
  void app.register(async (chunks) => {
    chunks.removeAllContentTypeParsers();
    chunks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    chunks.put<{ Params: { uploadId: string }; Querystring: { offset?: string } }>(
      routePatterns.upload,
      { bodyLimit: UPLOAD_CHUNK_BYTES },
      async (request) => {
        const caller = requireSession(await callerOf(ctx, request));
        const offset = Number(request.query.offset);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const row = await appendChunk(ctx, caller, request.params.uploadId, offset, bytes);
        return { data: uploadResource(row) };
      },
    );
  });

  app.get<{ Params: { token: string } }>(routePatterns.download, async (request, reply) => {
    const row = await uploadByToken(ctx, request.params.token);
    if (!row) throw notFound();
    return reply
      .headers(attachmentHeaders(row.name, row.content_type))
      .header('content-length', Number(row.size))
      .send(createReadStream(row.file_path));
  });
}
