/** The api-keys area (`POST /api/api-keys`): list, get, create, update, roll, revoke. */
import { apiKeyPermissions, type ApiKeyGracePeriod } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { accessibleKey, apiKeyScope } from '../domain/apiKeys/access.js';
import {
  createApiKey,
  revokeApiKey,
  rollApiKey,
  updateApiKey,
} from '../domain/apiKeys/operations.js';
import { apiKeyResource, statusOf, type ApiKeyRow } from '../domain/apiKeys/store.js';
import { paginate } from '../domain/lists.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

type Filter = [string, string, unknown];

/** Whether a key passes every filter (status follows the clock, so keys are filtered in memory). */
function passes(row: ApiKeyRow, filters: Filter[], now: number): boolean {
  return filters.every(([field, operator, value]) => {
    if (field === 'status') {
      const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
      const hit = wanted.includes(statusOf(row, now));
      return operator === '!=' || operator === 'not-in' ? !hit : hit;
    }
    if (field === 'projectId') {
      const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
      return row.project_id !== null && wanted.includes(row.project_id);
    }
    if (field === 'search') {
      const term = String(value).trim().toLowerCase();
      return (
        term === '' ||
        row.id.toLowerCase() === term ||
        row.name.toLowerCase().includes(term) ||
        row.prefix.toLowerCase().startsWith(term)
      );
    }
    return true;
  });
}

export const apiKeyActions: Area = {
  'api-keys/list': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const scope = await apiKeyScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      apiKeyPermissions['api-keys/list'],
    );
    const now = ctx.clock.now();
    // An organization's list holds its own keys and its projects' keys; a project's only those locked to it.
    const rows = await ctx.db.all<ApiKeyRow>(
      scope.row.type === 'organization'
        ? 'SELECT * FROM api_keys WHERE organization_id = ? ORDER BY created_at DESC, id DESC'
        : 'SELECT * FROM api_keys WHERE project_id = ? ORDER BY created_at DESC, id DESC',
      [scope.row.id],
    );
    const items = rows.filter((row) => passes(row, filtersOf(payload) as Filter[], now));
    if (attributes.sort === 'createdAt') items.reverse();
    const page = pageOf(payload, 50);
    const { items: slice, after } = paginate(items, page);
    return {
      data: slice.map((row) => apiKeyResource(row, now)),
      meta: { page: { size: page.size, after }, total: items.length },
    };
  },

  'api-keys/get': async (ctx, caller, { id }) => {
    const { row } = await accessibleKey(
      ctx,
      requireSession(caller),
      id,
      apiKeyPermissions['api-keys/get'],
    );
    return { data: apiKeyResource(row, ctx.clock.now()) };
  },

  'api-keys/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await apiKeyScope(
      ctx,
      session,
      attributes.resourceId,
      apiKeyPermissions['api-keys/create'],
    );
    const { row, secret } = await createApiKey(ctx, session, scope, attributes);
    return { data: apiKeyResource(row, ctx.clock.now(), secret) };
  },

  'api-keys/update': async (ctx, caller, { id, payload }) => {
    const { row } = await accessibleKey(
      ctx,
      requireSession(caller),
      id,
      apiKeyPermissions['api-keys/update'],
    );
    const updated = await updateApiKey(ctx, row, attributesOf(payload));
    return { data: apiKeyResource(updated, ctx.clock.now()) };
  },

  'api-keys/roll': async (ctx, caller, { id, payload }) => {
    const { row } = await accessibleKey(
      ctx,
      requireSession(caller),
      id,
      apiKeyPermissions['api-keys/roll'],
    );
    const grace = attributesOf(payload).gracePeriod as ApiKeyGracePeriod;
    const rolled = await rollApiKey(ctx, row, grace);
    return { data: apiKeyResource(rolled.row, ctx.clock.now(), rolled.secret) };
  },

  'api-keys/revoke': async (ctx, caller, { id }) => {
    const { row } = await accessibleKey(
      ctx,
      requireSession(caller),
      id,
      apiKeyPermissions['api-keys/revoke'],
    );
    return { data: apiKeyResource(await revokeApiKey(ctx, row), ctx.clock.now()) };
  },
};
