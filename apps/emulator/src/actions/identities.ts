/** `identities/*` about people: roles (identity groups), renaming and disabling, own permissions. */
import { toPermissionIds } from '@paydesk/permissions';
import { requireSession } from '../domain/access/caller.js';
import { ApiError } from '../domain/errors.js';
import { groupsOf, replaceGroups } from '../domain/identities/groups.js';
import {
  identityOfMerchant,
  identityWithUser,
  requireOverIdentity,
  updateIdentity,
} from '../domain/identities/identities.js';
import { visibleResource } from '../domain/resources/visibility.js';
import { parseGroup } from './groupInput.js';
import { attributesOf, stringAttribute } from './input.js';
import { groupResource, identityResource } from './serialize/accounts.js';
import type { ActionContext, Area } from './types.js';

const groupsAnswer = async (ctx: ActionContext, identityId: string) => ({
  data: (await groupsOf(ctx, identityId)).map(groupResource(identityId)),
});

export const identityActions: Area = {
  'identities/getIdentityGroups': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const identityId =
      id ?? (attributesOf(payload).identityId as string | undefined) ?? session.identity.id;
    const identity = await identityOfMerchant(ctx, session, identityId);
    if (identity.id !== session.identity.id)
      await requireOverIdentity(ctx, session, identity, 'identities.groups.read');
    return groupsAnswer(ctx, identity.id);
  },

  'identities/replaceIdentityGroups': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const identity = await identityOfMerchant(ctx, session, id);
    const list = (payload as { data?: unknown }).data;
    if (!Array.isArray(list))
      throw new ApiError(422, [
        { title: 'data must be a list of identity groups', code: 'invalid' },
      ]);
    const groups = list.map((item, index) => parseGroup(item, `/data/${index}`, ctx.clock.now()));
    await replaceGroups(ctx, session, identity, groups);
    return groupsAnswer(ctx, identity.id);
  },

  'identities/patch': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const identity = await identityOfMerchant(ctx, session, id ?? session.identity.id);
    if (identity.id !== session.identity.id)
      await requireOverIdentity(ctx, session, identity, 'identities.write');
    const attributes = attributesOf(payload);
    const name =
      attributes.name === undefined ? undefined : stringAttribute(payload, 'name', 200).trim();
    // A disabled identity's sessions end and their sockets close inside (endIdentitySessions).
    await updateIdentity(ctx, session, identity, { name, status: attributes.status });
    return { data: identityResource(await identityWithUser(ctx, identity.id)) };
  },

  'identities/getMyPermissions': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const resourceId = attributesOf(payload).resourceId;
    const names =
      typeof resourceId === 'string'
        ? session.access.namesOn((await visibleResource(ctx, session, resourceId)).lineage)
        : session.access.names;
    return {
      data: {
        type: 'identity-permissions',
        id: session.identity.id,
        attributes: { permissions: toPermissionIds(names) },
      },
    };
  },
};
