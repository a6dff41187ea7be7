import {
  toPermissionIds,
  isRoleName,
  isPermissionName,
  permissionNameOf,
  type PermissionName,
} from '@paydesk/permissions';
import type { Context } from '../context.js';
import { forgetGroups, type ResourceRow } from '../access.js';
import { ApiError, forbidden, messages, notFound } from '../http/errors.js';
import { iso, type ResourceObject } from '../http/document.js';
import { INACTIVITY_MS, ABSOLUTE_LIFETIME_MS } from '../auth/sessions.js';
import { matchTotp, newTotpSecret, otpauthUri } from '../auth/totp.js';
import { consumeToken, type IdentityRow } from '../auth/users.js';
import { secureId } from '../random.js';
import {
  attributesOf,
  filtersOf,
  pageOf,
  paginate,
  relationshipId,
  requireAnywhere,
  requireSession,
  stringAttribute,
  visibleResource,
  empty,
} from './helpers.js';
import {
  identityResource,
  organizationResource,
  paymentMethodOf,
  projectResource,
  resourceNode,
  userResource,
} from './serialize.js';
import type { Area, Caller, SessionCaller } from './types.js';
import { describeUserAgent } from './userAgent.js';

/** Every resource the caller may see: the subtrees of its groups plus their ancestors (for the tree's shape). */
async function visibleResources(ctx: Context, caller: SessionCaller): Promise<ResourceRow[]> {
  const roots = caller.access.roots;
  if (roots.length === 0) return [];
  const marks = roots.map(() => '?').join(', ');
  return ctx.db.all<ResourceRow>(
    `WITH RECURSIVE
       down(id) AS (SELECT id FROM resources WHERE id IN (${marks})
                    UNION SELECT r.id FROM resources r JOIN down ON r.parent_id = down.id),
       up(id) AS (SELECT parent_id FROM resources WHERE id IN (${marks}) AND parent_id IS NOT NULL
                  UNION SELECT r.parent_id FROM resources r JOIN up ON r.id = up.id WHERE r.parent_id IS NOT NULL)
     SELECT * FROM resources WHERE id IN (SELECT id FROM down UNION SELECT id FROM up) ORDER BY position`,
    [...roots, ...roots],
  );
}

function descendantsOf(rows: ResourceRow[], rootId: string): ResourceRow[] {
  const ids = new Set([rootId]);
  const out: ResourceRow[] = [];
  for (const row of rows) {
    // Rows come in creation order, so parents precede their children.
    if (row.parent_id && ids.has(row.parent_id)) {
      ids.add(row.id);
      out.push(row);
    }
  }
  return out;
}

async function resourceTree(ctx: Context, caller: Caller, payload: Record<string, unknown>) {
  const session = requireSession(caller);
  requireAnywhere(session, 'identities.resource-tree.read');
  const attributes = attributesOf(payload);
  const page = pageOf(payload);
  const rows = await visibleResources(ctx, session);
  let nodes = rows;
  if (typeof attributes.resourceId === 'string') {
    const { row } = await visibleResource(ctx, session, attributes.resourceId);
    nodes = [row, ...descendantsOf(rows, row.id)];
  }
  const { items, after } = paginate(nodes, page);
  const include = Array.isArray(attributes.include) ? attributes.include : [];
  const included = include.includes('payment-method')
    ? items.map(paymentMethodOf).filter((item): item is ResourceObject => item !== null)
    : [];
  return { data: items.map(resourceNode), included, meta: { page: { size: page.size, after } } };
}

async function identityOfMerchant(
  ctx: Context,
  caller: SessionCaller,
  identityId: unknown,
): Promise<IdentityRow> {
  if (typeof identityId !== 'string')
    throw new ApiError(422, [{ title: 'identity id is required', code: 'invalid' }]);
  const identity = await ctx.db.get<IdentityRow>('SELECT * FROM identities WHERE id = ?', [
    identityId,
  ]);
  // Identities of other merchants are invisible.
  if (!identity || identity.merchant_id !== caller.identity.merchant_id) throw notFound();
  return identity;
}

/**
 * Managing another identity (reading its roles, renaming or disabling it) needs `permission` on every resource it
 * holds a role on — or on its merchant when it holds none — so a manager scoped to one organization cannot reach
 * a merchant-wide admin.
 */
async function requireOverIdentity(
  ctx: Context,
  caller: SessionCaller,
  identity: IdentityRow,
  permission: PermissionName,
): Promise<void> {
  const groups = await ctx.db.all<{ resource_id: string }>(
    'SELECT resource_id FROM identity_groups WHERE identity_id = ?',
    [identity.id],
  );
  const resources = groups.length
    ? groups.map((group) => group.resource_id)
    : [identity.merchant_id];
  for (const resourceId of new Set(resources))
    await visibleResource(ctx, caller, resourceId, permission);
}

export async function groupsOf(ctx: Context, identityId: string) {
  const rows = await ctx.db.all<{
    id: string;
    role: string;
    permissions: string;
    resource_id: string;
    expires_at: number | null;
  }>(
    'SELECT id, role, permissions, resource_id, expires_at FROM identity_groups WHERE identity_id = ? ORDER BY created_at, id',
    [identityId],
  );
  return rows.map((row) => ({
    type: 'identity-group',
    id: row.id,
    attributes: {
      role: row.role,
      permissions: toPermissionIds(
        (JSON.parse(row.permissions) as string[]).filter(isPermissionName),
      ),
      expiresAt: row.expires_at ? iso(row.expires_at) : null,
    },
    relationships: {
      identity: { data: { type: 'identity', id: identityId } },
      resource: { data: { type: 'resource', id: row.resource_id } },
    },
  }));
}

export interface GroupInput {
  role: string;
  permissions: PermissionName[];
  resourceId: string;
  expiresAt: number | null;
}

/** Reads one identity-group from a request; permissions arrive as opaque ids. */
export function parseGroup(data: unknown, pointer: string): GroupInput {
  const group = data as {
    attributes?: Record<string, unknown>;
    relationships?: { resource?: { data?: { id?: unknown } } };
  };
  const role = group?.attributes?.role;
  if (typeof role !== 'string' || !isRoleName(role)) {
    throw new ApiError(422, [
      { title: 'Unknown role', code: 'invalid', source: { pointer: `${pointer}/attributes/role` } },
    ]);
  }
  const ids = group.attributes?.permissions ?? [];
  if (!Array.isArray(ids))
    throw new ApiError(422, [{ title: 'permissions must be a list', code: 'invalid' }]);
  const permissions = ids.map((id) => permissionNameOf(String(id)));
  if (permissions.some((name) => name === undefined)) {
    throw new ApiError(422, [
      {
        title: 'Unknown permission',
        code: 'invalid',
        source: { pointer: `${pointer}/attributes/permissions` },
      },
    ]);
  }
  const resourceId = group.relationships?.resource?.data?.id;
  if (typeof resourceId !== 'string') {
    throw new ApiError(422, [
      {
        title: 'resource is required',
        code: 'invalid',
        source: { pointer: `${pointer}/relationships/resource` },
      },
    ]);
  }
  const expiresAt = group.attributes?.expiresAt;
  return {
    role,
    permissions: role === 'custom' ? (permissions as PermissionName[]) : [],
    resourceId,
    expiresAt:
      typeof expiresAt === 'string' && !Number.isNaN(Date.parse(expiresAt))
        ? Date.parse(expiresAt)
        : null,
  };
}

/** Only someone holding identities.groups.write on a resource may grant roles on it. */
export async function checkGroupGrant(
  ctx: Context,
  caller: SessionCaller,
  group: GroupInput,
): Promise<void> {
  const { row } = await visibleResource(ctx, caller, group.resourceId, 'identities.groups.write');
  if (row.type === 'channel') {
    throw new ApiError(422, [
      { title: 'Roles are granted on merchants, organizations or projects', code: 'invalid' },
    ]);
  }
}

export const mainArea: Area = {
  'users/me': async (ctx, caller) => {
    if (caller.kind === 'setup') return { data: userResource(caller.user) };
    return {
      data: {
        ...userResource(caller.user),
        relationships: { identity: { data: { type: 'identity', id: caller.identity.id } } },
      },
      included: [
        identityResource({
          ...caller.identity,
          email: caller.user.email,
          totp_secret: caller.user.totp_secret,
        }),
      ],
    };
  },

  'users/createTwoFaSecret': async (ctx, caller) => {
    const user = caller.user;
    if (caller.kind === 'session' && user.totp_secret) {
      throw new ApiError(409, [
        { title: 'Two-step authentication is already on', code: 'two-fa-enabled' },
      ]);
    }
    const secret = newTotpSecret();
    await ctx.db.run('UPDATE users SET totp_pending_secret = ? WHERE id = ?', [secret, user.id]);
    return {
      data: {
        type: '2fa-secret',
        id: user.id,
        attributes: { secret, otpauthUrl: otpauthUri(secret, user.email) },
      },
    };
  },

  'users/confirmTwoFaSecret': async (ctx, caller, { payload }) => {
    const user = (await ctx.db.get<{ totp_pending_secret: string | null; totp_last_step: number }>(
      'SELECT totp_pending_secret, totp_last_step FROM users WHERE id = ?',
      [caller.user.id],
    ))!;
    const attributes = attributesOf(payload);
    // The secret must be the one this user was given (createTwoFaSecret), not one of the caller's choosing.
    if (!user.totp_pending_secret || attributes.secret !== user.totp_pending_secret) {
      throw new ApiError(409, [
        {
          title: 'Create a secret first',
          code: 'no-pending-secret',
          source: { pointer: '/data/attributes/secret' },
        },
      ]);
    }
    const code = String(attributes.code ?? '');
    const step = matchTotp(user.totp_pending_secret, code, ctx.clock.now(), 0);
    if (step === null) {
      throw new ApiError(422, [
        {
          title: messages.badCode,
          code: 'invalid-2fa-code',
          source: { pointer: '/data/attributes/code' },
        },
      ]);
    }
    if (caller.kind === 'setup' && !(await consumeToken(ctx, caller.tokenHash))) {
      throw new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }]);
    }
    await ctx.db.run(
      'UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ? WHERE id = ?',
      [step, caller.user.id],
    );
    return { data: { type: '2fa-status', id: caller.user.id, attributes: { enabled: true } } };
  },

  'users/disableTwoFa': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const user = session.user;
    if (!user.totp_secret)
      return { data: { type: '2fa-status', id: user.id, attributes: { enabled: false } } };
    const code = String(attributesOf(payload).code ?? '');
    const step = matchTotp(user.totp_secret, code, ctx.clock.now(), user.totp_last_step);
    if (step === null) {
      throw new ApiError(422, [
        {
          title: messages.badCode,
          code: 'invalid-2fa-code',
          source: { pointer: '/data/attributes/code' },
        },
      ]);
    }
    await ctx.db.run('UPDATE users SET totp_secret = NULL, totp_last_step = ? WHERE id = ?', [
      step,
      user.id,
    ]);
    await ctx.db.run('DELETE FROM trusted_devices WHERE user_id = ?', [user.id]);
    return { data: { type: '2fa-status', id: user.id, attributes: { enabled: false } } };
  },

  'identities/getResourceTree': (ctx, caller, { payload }) => resourceTree(ctx, caller, payload),

  'identities/getIdentityGroups': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const identityId =
      id ?? (attributesOf(payload).identityId as string | undefined) ?? session.identity.id;
    const identity = await identityOfMerchant(ctx, session, identityId);
    if (identity.id !== session.identity.id)
      await requireOverIdentity(ctx, session, identity, 'identities.groups.read');
    return { data: await groupsOf(ctx, identity.id) };
  },

  'identities/replaceIdentityGroups': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const identity = await identityOfMerchant(ctx, session, id);
    const list = (payload as { data?: unknown }).data;
    if (!Array.isArray(list))
      throw new ApiError(422, [
        { title: 'data must be a list of identity groups', code: 'invalid' },
      ]);
    const groups = list.map((item, index) => parseGroup(item, `/data/${index}`));
    // The caller must be able to grant every new group and to take away every current one.
    for (const group of groups) await checkGroupGrant(ctx, session, group);
    const current = await ctx.db.all<{ resource_id: string }>(
      'SELECT resource_id FROM identity_groups WHERE identity_id = ?',
      [identity.id],
    );
    for (const group of current)
      await visibleResource(ctx, session, group.resource_id, 'identities.groups.write');
    if (identity.id === session.identity.id) throw forbidden();
    const now = ctx.clock.now();
    await ctx.db.batch([
      { sql: 'DELETE FROM identity_groups WHERE identity_id = ?', args: [identity.id] },
      ...groups.map((group) => ({
        sql: 'INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        args: [
          secureId('grp'),
          identity.id,
          group.role,
          JSON.stringify(group.permissions),
          group.resourceId,
          group.expiresAt,
          now,
        ],
      })),
    ]);
    forgetGroups(ctx.db, identity.id);
    return { data: await groupsOf(ctx, identity.id) };
  },

  'identities/listActiveTokens': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const rows = await ctx.sessions.listForUser(session.user.id);
    const tokens = rows.map((row) => {
      const { browser, os } = describeUserAgent(row.user_agent);
      return {
        type: 'access-token',
        id: row.public_id,
        attributes: {
          browser,
          os,
          ip: row.ip,
          lastUsedAt: iso(row.last_seen_at),
          expiresAt: iso(
            Math.min(row.last_seen_at + INACTIVITY_MS, row.started_at + ABSOLUTE_LIFETIME_MS),
          ),
          current: row.id === session.session.id,
        },
      };
    });
    const page = pageOf(payload);
    const { items, after } = paginate(tokens, page);
    return { data: items, meta: { page: { size: page.size, after } } };
  },

  'identities/getMyPermissions': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const resourceId = attributesOf(payload).resourceId;
    let names = session.access.names;
    if (typeof resourceId === 'string') {
      const { lineage } = await visibleResource(ctx, session, resourceId);
      names = names.filter((name) => session.access.can(name, lineage));
    }
    return {
      data: {
        type: 'identity-permissions',
        id: session.identity.id,
        attributes: { permissions: toPermissionIds(names) },
      },
    };
  },

  'identities/listMyResources': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    requireAnywhere(session, 'identities.resource-tree.read');
    const filters = filtersOf(payload);
    const page = pageOf(payload);
    const all = await visibleResources(ctx, session);
    const byId = new Map(all.map((row) => [row.id, row]));
    const lineage = (row: ResourceRow) => {
      const ids = [row.id];
      let parent = row.parent_id ? byId.get(row.parent_id) : undefined;
      while (parent) {
        ids.push(parent.id);
        parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
      }
      return ids;
    };
    // Ancestors of a group's resource shape the tree but are not "my" resources.
    const mine = all.filter(
      (row) =>
        session.access.sees(lineage(row)) &&
        filters.every(
          ([field, operator, value]) =>
            field !== 'resourceType' ||
            (operator === '='
              ? row.type === value
              : Array.isArray(value) && value.includes(row.type)),
        ),
    );
    const { items, after } = paginate(mine, page);
    return { data: items.map(resourceNode), meta: { page: { size: page.size, after } } };
  },

  'identities/deleteAccessToken': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const resourceId = stringAttribute(payload, 'resourceId');
    const rows = await ctx.sessions.listForUser(session.user.id);
    const target = rows.find((row) => row.public_id === resourceId);
    // Another user's session is as unknown as a missing one.
    if (!target) throw notFound('Session not found');
    await ctx.sessions.revoke(target.id);
    if (target.channel !== session.owner) ctx.pusher.closeSockets(target.channel);
    return empty();
  },

  'identities/patch': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const identity = await identityOfMerchant(ctx, session, id ?? session.identity.id);
    if (identity.id !== session.identity.id)
      await requireOverIdentity(ctx, session, identity, 'identities.write');
    const attributes = attributesOf(payload);
    let name = identity.name;
    if (attributes.name !== undefined) name = stringAttribute(payload, 'name', 200).trim();
    let status = identity.status;
    if (attributes.status !== undefined) {
      // Disabling is team management: never on oneself, and only with identities.write.
      if (identity.id === session.identity.id) throw forbidden();
      requireAnywhere(session, 'identities.write');
      status = attributes.status === 'disabled' ? 'disabled' : 'active';
    }
    await ctx.db.run('UPDATE identities SET name = ?, status = ? WHERE id = ?', [
      name,
      status,
      identity.id,
    ]);
    if (status === 'disabled') {
      // A disabled identity's sessions end now.
      const sessions = await ctx.db.all<{ id: string; channel: string }>(
        'SELECT id, channel FROM sessions WHERE identity_id = ?',
        [identity.id],
      );
      for (const row of sessions) {
        await ctx.sessions.revoke(row.id);
        ctx.pusher.closeSockets(row.channel);
      }
    }
    const updated = (await ctx.db.get<IdentityRow>('SELECT * FROM identities WHERE id = ?', [
      identity.id,
    ]))!;
    const user = await ctx.db.get<{ email: string; totp_secret: string | null }>(
      'SELECT email, totp_secret FROM users WHERE id = ?',
      [updated.user_id],
    );
    return {
      data: identityResource({
        ...updated,
        email: user?.email ?? '',
        totp_secret: user?.totp_secret ?? null,
      }),
    };
  },

  'resources/get': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(ctx, session, id ?? attributesOf(payload).resourceId);
    return { data: resourceNode(row) };
  },

  'resources/getChildrenTree': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(ctx, session, id);
    const all = await visibleResources(ctx, session);
    const page = pageOf(payload);
    const { items, after } = paginate(descendantsOf(all, row.id), page);
    return { data: items.map(resourceNode), meta: { page: { size: page.size, after } } };
  },

  'resources/getParentTree': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const resourceId = id ?? attributesOf(payload).resourceId;
    const { lineage } = await visibleResource(ctx, session, resourceId);
    const all = new Map((await visibleResources(ctx, session)).map((row) => [row.id, row]));
    return {
      data: lineage
        .slice(1)
        .reverse()
        .flatMap((ancestor) => (all.has(ancestor) ? [resourceNode(all.get(ancestor)!)] : [])),
    };
  },

  'projects/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const organizationId = relationshipId(payload, 'organization');
    const { row: organization } = await visibleResource(
      ctx,
      session,
      organizationId,
      'projects.write',
      'organization',
    );
    const attributes = attributesOf(payload);
    const name = stringAttribute(payload, 'name', 100).trim();
    const mode = attributes.mode ?? 'sandbox';
    if (mode !== 'live' && mode !== 'sandbox') {
      throw new ApiError(422, [
        {
          title: 'mode must be live or sandbox',
          code: 'invalid',
          source: { pointer: '/data/attributes/mode' },
        },
      ]);
    }
    const integration = attributes.integrationType ?? 'hosted';
    if (integration !== 'hosted' && integration !== 'server-to-server') {
      throw new ApiError(422, [
        {
          title: 'Unknown integration type',
          code: 'invalid',
          source: { pointer: '/data/attributes/integrationType' },
        },
      ]);
    }
    const url =
      typeof attributes.url === 'string' && attributes.url.length > 0 ? attributes.url : null;
    const row = await insertResource(ctx, 'project', name, organization.id, {
      mode,
      integration,
      url,
    });
    return { data: projectResource(row) };
  },

  'projects/get': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(
      ctx,
      session,
      id ?? attributesOf(payload).resourceId,
      'projects.read',
      'project',
    );
    return { data: projectResource(row) };
  },

  'organizations/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const merchantId = relationshipId(payload, 'merchant') ?? session.identity.merchant_id;
    const { row: merchant } = await visibleResource(
      ctx,
      session,
      merchantId,
      'organizations.write',
      'merchant',
    );
    const attributes = attributesOf(payload);
    const errors = [];
    const name = typeof attributes.name === 'string' ? attributes.name.trim() : '';
    const number = typeof attributes.number === 'string' ? attributes.number.trim() : '';
    if (name.length < 2 || name.length > 100) {
      errors.push({
        title: 'Name must be 2 to 100 characters long',
        code: 'invalid',
        source: { pointer: '/data/attributes/name' },
      });
    }
    if (!/^\d{8}$/.test(number)) {
      errors.push({
        title: 'Number must be 8 digits',
        code: 'invalid',
        source: { pointer: '/data/attributes/number' },
      });
    } else {
      const taken = await ctx.db.get(
        "SELECT id FROM resources WHERE type = 'organization' AND json_extract(attributes, '$.number') = ?",
        [number],
      );
      if (taken)
        errors.push({
          title: 'This number is already registered',
          code: 'taken',
          source: { pointer: '/data/attributes/number' },
        });
    }
    if (name.length >= 2) {
      const taken = await ctx.db.get(
        "SELECT id FROM resources WHERE type = 'organization' AND parent_id = ? AND lower(name) = lower(?)",
        [merchant.id, name],
      );
      if (taken)
        errors.push({
          title: 'An organization with this name already exists',
          code: 'taken',
          source: { pointer: '/data/attributes/name' },
        });
    }
    if (errors.length > 0) throw new ApiError(422, errors);
    const row = await insertResource(ctx, 'organization', name, merchant.id, { number });
    return { data: organizationResource(row) };
  },
};

async function insertResource(
  ctx: Context,
  type: ResourceRow['type'],
  name: string,
  parentId: string,
  attributes: object,
): Promise<ResourceRow> {
  const id = secureId(type.slice(0, 3));
  const max = await ctx.db.get<{ position: number | null }>(
    'SELECT MAX(position) AS position FROM resources',
  );
  await ctx.db.run(
    'INSERT INTO resources (id, type, parent_id, name, attributes, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [
      id,
      type,
      parentId,
      name,
      JSON.stringify({ name, ...attributes }),
      (max?.position ?? 0) + 1,
      ctx.clock.now(),
    ],
  );
  return (await ctx.db.get<ResourceRow>('SELECT * FROM resources WHERE id = ?', [id]))!;
}
