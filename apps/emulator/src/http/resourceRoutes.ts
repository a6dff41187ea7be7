import type { FastifyInstance } from 'fastify';
import { routePatterns, routes } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { ApiError } from '../domain/errors.js';
import { addGroup, groupTarget, groupsOf, removeGroup } from '../domain/identities/groups.js';
import { projectDetails } from '../domain/resources/projectDetails.js';
import { parseGroup } from '../actions/groupInput.js';
import { groupResource } from '../actions/serialize/accounts.js';
import { projectDetailsResource } from '../actions/serialize/resources.js';
import { userActions } from '../actions/users.js';
import { callerOf } from './caller.js';
import type { Context } from './context.js';

/** The plain (synchronous) HTTP calls of SPEC §7 besides sign-in and files. */
export function registerResourceRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(routes.self, async (request) => {
    const caller = await callerOf(ctx, request);
    return userActions['users/me']!(ctx, caller, { id: undefined, payload: {} });
  });

  app.post<{ Params: { id: string } }>(routePatterns.identityGroups, async (request, reply) => {
    const caller = requireSession(await callerOf(ctx, request));
    const identity = await groupTarget(ctx, caller, request.params.id);
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
    const id = await addGroup(
      ctx,
      caller,
      identity,
      parseGroup(body.data, '/data', ctx.clock.now()),
    );
    const created = (await groupsOf(ctx, identity.id)).find((group) => group.id === id);
    return reply.code(201).send({ data: created && groupResource(identity.id)(created) });
  });

  app.delete<{ Params: { id: string; groupId: string } }>(
    routePatterns.identityGroup,
    async (request, reply) => {
      const caller = requireSession(await callerOf(ctx, request));
      await removeGroup(ctx, caller, request.params.id, request.params.groupId);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(routePatterns.projectDetails, async (request) => {
    const caller = requireSession(await callerOf(ctx, request));
    return { data: projectDetailsResource(await projectDetails(ctx, caller, request.params.id)) };
  });
}
