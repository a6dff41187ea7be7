import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.js';
import { ApiError, forbidden, messages, notFound } from '../http/errors.js';
import { attachmentHeaders } from '../http/attachment.js';
import { routePatterns, routes } from '../http/contract.js';
import { callerOf } from './dispatch.js';
import { requireSession, visibleResource } from './helpers.js';
import { checkGroupGrant, groupsOf, parseGroup } from './main.js';
import { mainArea } from './main.js';
import { projectResource } from './serialize.js';
import { MAX_ATTACHMENT_BYTES, checkOthersFile, type FileRow } from './mailbox.js';
import { forgetGroups, lineageOf, type ResourceRow } from '../access.js';
import { secureId } from '../random.js';
import type { IdentityRow } from '../auth/users.js';

/** The plain (synchronous) HTTP calls of SPEC §7 besides sign-in. */
export function registerResourceRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(routes.self, async (request) => {
    const caller = await callerOf(ctx, request);
    return mainArea['users/me']!(ctx, caller, { id: undefined, payload: {} });
  });

  app.post<{ Params: { id: string } }>(routePatterns.identityGroups, async (request, reply) => {
    const caller = requireSession(await callerOf(ctx, request));
    const identity = await ctx.db.get<IdentityRow>('SELECT * FROM identities WHERE id = ?', [
      request.params.id,
    ]);
    if (!identity || identity.merchant_id !== caller.identity.merchant_id) throw notFound();
    if (identity.id === caller.identity.id) throw forbidden();
    const body = request.body as { data?: { type?: unknown } } | undefined;
    if (body?.data?.type !== 'identity-group') {
      throw new ApiError(400, [
        {
          title: 'Expected data of type identity-group',
          code: 'bad-request',
          source: { pointer: '/data/type' },
        },
      ]);
    }
    const group = parseGroup(body.data, '/data');
    await checkGroupGrant(ctx, caller, group);
    const id = secureId('grp');
    await ctx.db.run(
      'INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        identity.id,
        group.role,
        JSON.stringify(group.permissions),
        group.resourceId,
        group.expiresAt,
        ctx.clock.now(),
      ],
    );
    forgetGroups(ctx.db, identity.id);
    const created = (await groupsOf(ctx, identity.id)).find((item) => item.id === id);
    return reply.code(201).send({ data: created });
  });

  app.delete<{ Params: { id: string; groupId: string } }>(
    routePatterns.identityGroup,
    async (request, reply) => {
      const caller = requireSession(await callerOf(ctx, request));
      const group = await ctx.db.get<{
        id: string;
        identity_id: string;
        resource_id: string;
        merchant_id: string;
      }>(
        `SELECT identity_groups.id, identity_id, resource_id, identities.merchant_id FROM identity_groups
       JOIN identities ON identities.id = identity_groups.identity_id WHERE identity_groups.id = ? AND identity_id = ?`,
        [request.params.groupId, request.params.id],
      );
      if (!group || group.merchant_id !== caller.identity.merchant_id) throw notFound();
      if (group.identity_id === caller.identity.id) throw forbidden();
      await visibleResource(ctx, caller, group.resource_id, 'identities.groups.write');
      await ctx.db.run('DELETE FROM identity_groups WHERE id = ?', [group.id]);
      forgetGroups(ctx.db, group.identity_id);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(routePatterns.projectDetails, async (request) => {
    const caller = requireSession(await callerOf(ctx, request));
    const lineage = await lineageOf(ctx.db, request.params.id);
    const project = lineage[0];
    if (
      !project ||
      project.type !== 'project' ||
      !caller.access.sees(lineage.map((row) => row.id))
    ) {
      throw new ApiError(404, [
        { title: messages.projectNotInOrganization, code: 'project-not-found' },
      ]);
    }
    if (
      !caller.access.can(
        'projects.read',
        lineage.map((row) => row.id),
      )
    ) {
      throw new ApiError(403, [{ title: messages.noProjectRights, code: 'forbidden' }]);
    }
    const channels = await ctx.db.all<ResourceRow>(
      "SELECT * FROM resources WHERE parent_id = ? AND type = 'channel' ORDER BY position",
      [project.id],
    );
    const base = projectResource(project);
    return {
      data: {
        ...base,
        type: 'project-details',
        attributes: {
          ...base.attributes,
          apiKeyCount: 0,
          webhookEndpointCount: 0,
          channels: channels.map((channel) => ({
            id: channel.id,
            name: channel.name,
            currency: (JSON.parse(channel.attributes) as { currency: string }).currency,
          })),
        },
      },
    };
  });

  // Attachments: the uploader PUTs the bytes after allocateAttachment; readers GET them. The bytes are kept as
  // sent whatever their type (text/plain and JSON files too), so this route reads every body as a buffer.
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
        const file = await ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [
          request.params.fileId,
        ]);
        if (!file || file.identity_id !== caller.identity.id) throw forbidden();
        if (file.content !== null)
          throw new ApiError(409, [
            { title: 'The file was already uploaded', code: 'already-uploaded' },
          ]);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length !== Number(file.size)) {
          throw new ApiError(422, [
            { title: `Expected ${file.size} bytes, got ${bytes.length}`, code: 'size-mismatch' },
          ]);
        }
        await ctx.db.run('UPDATE files SET content = ? WHERE id = ?', [bytes, file.id]);
        return reply.code(204).send();
      },
    );
  });

  app.get<{ Params: { fileId: string } }>(routePatterns.file, async (request, reply) => {
    const caller = requireSession(await callerOf(ctx, request));
    const file = await ctx.db.get<FileRow>('SELECT * FROM files WHERE id = ?', [
      request.params.fileId,
    ]);
    // A file path answers 403 for anything not readable (SPEC §8: the 'not allowed' notice).
    if (!file || file.content === null) throw forbidden();
    // The same rule as messages/getFileId: a sent attachment is readable by whoever reads its topic.
    if (file.identity_id !== caller.identity.id) {
      await checkOthersFile(ctx, caller, file).catch((error: unknown) => {
        throw error instanceof ApiError && error.status === 404 ? forbidden() : error;
      });
    }
    const content = Buffer.from(file.content);
    return reply
      .headers(attachmentHeaders(file.name, file.mime_type))
      .header('content-length', content.length)
      .send(content);
  });
}
