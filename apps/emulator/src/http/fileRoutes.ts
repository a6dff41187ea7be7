import type { FastifyInstance } from 'fastify';
import { routePatterns } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { MAX_ATTACHMENT_BYTES, storeUpload } from '../domain/files/files.js';
import { downloadableFile } from '../domain/files/readable.js';
import { attachmentHeaders } from './attachment.js';
import { callerOf } from './caller.js';
import type { Context } from './context.js';

/** Files: the uploader PUTs the bytes of an allocated upload; readers GET them as a download. */
export function registerFileRoutes(app: FastifyInstance, ctx: Context): void {
  // The bytes are kept as sent whatever their type (text/plain and JSON files too), so this route reads every
  // body as a buffer.
  void app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    files.put<{ Params: { fileId: string } }>(
      routePatterns.file,
      { bodyLimit: MAX_ATTACHMENT_BYTES },
      async (request, reply) => {
        const caller = requireSession(await callerOf(ctx, request));
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        await storeUpload(ctx, caller, request.params.fileId, bytes);
        return reply.code(204).send();
      },
    );
  });

  app.get<{ Params: { fileId: string } }>(routePatterns.file, async (request, reply) => {
    const caller = requireSession(await callerOf(ctx, request));
    const file = await downloadableFile(ctx, caller, request.params.fileId);
    const content = Buffer.from(file.content);
    return reply
      .headers(attachmentHeaders(file.name, file.mime_type))
      .header('content-length', content.length)
      .send(content);
  });
}
