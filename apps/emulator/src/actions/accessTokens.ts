/** `identities/listActiveTokens` and `identities/deleteAccessToken`: the caller's login sessions. */
import { requireSession } from '../domain/access/caller.js';
import { notFound } from '../domain/errors.js';
import { paginate } from '../domain/lists.js';
import { pageOf, stringAttribute } from './input.js';
import { accessTokenResource } from './serialize/accounts.js';
import { empty } from './serialize/document.js';
import type { Area } from './types.js';

export const accessTokenActions: Area = {
  'identities/listActiveTokens': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const rows = await ctx.sessions.listForUser(session.user.id);
    const tokens = rows.map((row) => accessTokenResource(row, session.session.id));
    const page = pageOf(payload);
    const { items, after } = paginate(tokens, page);
    return { data: items, meta: { page: { size: page.size, after } } };
  },

  'identities/deleteAccessToken': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const publicId = stringAttribute(payload, 'resourceId');
    const channel = await ctx.sessions.endForUser(session.user.id, publicId);
    // Another user's session is as unknown as a missing one.
    if (channel === undefined) throw notFound('Session not found');
    if (channel !== session.owner) ctx.pusher.closeSockets(channel);
    return empty();
  },
};
