/**
 * The saved-views area (`POST /api/saved-views`): a member's views of a list, private or shared with the
 * organization. Listing answers the caller's own and the shared views of a list they may read; only the owner
 * changes or removes a view. A change to a shared view (or one that stops being shared) is pushed to the sessions
 * that see the organization, so open lists refetch their views.
 */
import { pushEvents, type SavedViewChangedEvent, type SavedViewInput } from '@paydesk/api-client';
import { requireSession, type SessionCaller } from '../domain/access/caller.js';
import { forbidden } from '../domain/errors.js';
import { sessionChannelsSeeing } from '../domain/reports/watchers.js';
import { visibleResource } from '../domain/resources/visibility.js';
import {
  checkNameFree,
  mayReadList,
  ownedView,
  savedViewResource,
  seesView,
  type SavedViewRow,
} from '../domain/savedViews/store.js';
import { secureId } from '../infra/random.js';
import { attributesOf } from './input.js';
import type { ActionContext, Area } from './types.js';

type Attributes = SavedViewInput['data']['attributes'];

/** The organization (visible, else not found) and whether the caller may read the list there. */
async function listScope(ctx: ActionContext, caller: SessionCaller, attributes: Attributes) {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    attributes.resourceId,
    undefined,
    'organization',
  );
  return {
    organizationId: row.id,
    lineage,
    mayRead: mayReadList(caller, attributes.list, lineage),
  };
}

/** Tells every session that sees the organization that a shared view of the list changed. */
async function announce(ctx: ActionContext, row: SavedViewRow): Promise<void> {
  const event: SavedViewChangedEvent = {
    organizationId: row.organization_id,
    list: row.list,
    viewId: row.id,
  };
  for (const channel of await sessionChannelsSeeing(ctx, row.organization_id))
    ctx.pusher.publish(channel, pushEvents.savedViewChanged, event);
}

const viewById = (ctx: ActionContext, id: string) =>
  ctx.db.get<SavedViewRow>('SELECT * FROM saved_views WHERE id = ?', [id]);

export const savedViewActions: Area = {
  'saved-views/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload) as Attributes;
    const { organizationId, lineage, mayRead } = await listScope(ctx, session, attributes);
    if (!mayRead) return { data: [] };
    const rows = await ctx.db.all<SavedViewRow>(
      `SELECT * FROM saved_views WHERE organization_id = ? AND list = ?
         AND (visibility = 'shared' OR owner_id = ?) ORDER BY name COLLATE NOCASE, id`,
      [organizationId, attributes.list, session.user.id],
    );
    return {
      data: rows.filter((row) => seesView(session, row, lineage)).map(savedViewResource),
    };
  },

  'saved-views/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload) as Attributes;
    const { organizationId, mayRead } = await listScope(ctx, session, attributes);
    if (!mayRead) throw forbidden();
    const name = attributes.name.trim();
    const ownerId = session.user.id;
    await checkNameFree(ctx, { organizationId, list: attributes.list, ownerId, name });
    const now = ctx.clock.now();
    const id = secureId('svw');
    await ctx.db.run(
      `INSERT INTO saved_views (id, organization_id, list, owner_id, owner_name, name, visibility, search, columns,
         created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        id,
        organizationId,
        attributes.list,
        ownerId,
        session.user.name,
        name,
        attributes.visibility,
        JSON.stringify(attributes.search),
        JSON.stringify(attributes.columns),
        now,
        now,
      ],
    );
    const row = (await viewById(ctx, id))!;
    if (row.visibility === 'shared') await announce(ctx, row);
    return { data: savedViewResource(row) };
  },

  'saved-views/update': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const before = await ownedView(ctx, session, id);
    const attributes = attributesOf(payload) as Attributes;
    // A view stays with its organization and its list; the payload's say nothing else.
    const name = attributes.name.trim();
    await checkNameFree(
      ctx,
      { organizationId: before.organization_id, list: before.list, ownerId: before.owner_id, name },
      before.id,
    );
    await ctx.db.run(
      `UPDATE saved_views SET name = ?, visibility = ?, search = ?, columns = ?, owner_name = ?, updated_at = ?
       WHERE id = ?`,
      [
        name,
        attributes.visibility,
        JSON.stringify(attributes.search),
        JSON.stringify(attributes.columns),
        session.user.name,
        ctx.clock.now(),
        before.id,
      ],
    );
    const row = (await viewById(ctx, before.id))!;
    // Members who saw it shared drop it when it turns private, so both directions are announced.
    if (row.visibility === 'shared' || before.visibility === 'shared') await announce(ctx, row);
    return { data: savedViewResource(row) };
  },

  'saved-views/remove': async (ctx, caller, { id }) => {
    const row = await ownedView(ctx, requireSession(caller), id);
    await ctx.db.run('DELETE FROM saved_views WHERE id = ?', [row.id]);
    if (row.visibility === 'shared') await announce(ctx, row);
    return { data: null };
  },
};
