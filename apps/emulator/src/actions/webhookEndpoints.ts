/** The webhook-endpoints area (`POST /api/webhook-endpoints`): endpoints, secrets, deliveries, resend, test event. */
import { requireSession } from '../domain/access/caller.js';
import { paginate } from '../domain/lists.js';
import {
  accessibleDelivery,
  accessibleEndpoint,
  READ,
  webhookScope,
  WRITE,
} from '../domain/webhooks/access.js';
import {
  createEndpoint,
  disableEndpoint,
  enableEndpoint,
  removeEndpoint,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../domain/webhooks/endpoints.js';
import {
  deliveryById,
  deliveryResource,
  endpointResource,
  type DeliveryRow,
  type EndpointRow,
} from '../domain/webhooks/store.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

type Filter = [string, string, unknown];

const valuesOf = (value: unknown) => (Array.isArray(value) ? value : [value]).map(String);

/** Whether `value` passes an `=`/`in` (or `!=`/`not-in`) filter. */
const matches = ([, operator, wanted]: Filter, value: string) => {
  const hit = valuesOf(wanted).includes(value);
  return operator === '!=' || operator === 'not-in' ? !hit : hit;
};

const secretDocument = (row: EndpointRow, secret: string) => ({
  data: { type: 'webhook-secret', id: row.id, attributes: { secret } },
});

export const webhookEndpointActions: Area = {
  'webhook-endpoints/list': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const scope = await webhookScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      ['organization', 'project'],
      READ,
    );
    const column = scope.type === 'organization' ? 'organization_id' : 'project_id';
    // A merchant keeps a handful of endpoints: read the scope's and filter them here.
    const rows = await ctx.db.all<EndpointRow>(
      `SELECT * FROM webhook_endpoints WHERE ${column} = ? ORDER BY created_at DESC, id DESC`,
      [scope.id],
    );
    const filters = filtersOf(payload) as Filter[];
    const items = rows.filter((row) =>
      filters.every((filter) => {
        if (filter[0] === 'status')
          return matches(filter, Number(row.enabled) === 1 ? 'enabled' : 'disabled');
        if (filter[0] === 'projectId') return matches(filter, row.project_id);
        return true;
      }),
    );
    if (attributes.sort === 'createdAt') items.reverse();
    const page = pageOf(payload, 50);
    const { items: slice, after } = paginate(items, page);
    const now = ctx.clock.now();
    return {
      data: await Promise.all(slice.map((row) => endpointResource(ctx.db, row, now))),
      meta: { page: { size: page.size, after }, total: items.length },
    };
  },

  'webhook-endpoints/get': async (ctx, caller, { id }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, READ);
    return { data: await endpointResource(ctx.db, row, ctx.clock.now()) };
  },

  'webhook-endpoints/create': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const project = await webhookScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      ['project'],
      WRITE,
    );
    const row = await createEndpoint(ctx, project, attributes);
    return { data: await endpointResource(ctx.db, row, ctx.clock.now()) };
  },

  'webhook-endpoints/update': async (ctx, caller, { id, payload }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    const updated = await updateEndpoint(ctx, row, attributesOf(payload));
    return { data: await endpointResource(ctx.db, updated, ctx.clock.now()) };
  },

  'webhook-endpoints/enable': async (ctx, caller, { id }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    return {
      data: await endpointResource(ctx.db, await enableEndpoint(ctx, row), ctx.clock.now()),
    };
  },

  'webhook-endpoints/disable': async (ctx, caller, { id }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    return {
      data: await endpointResource(ctx.db, await disableEndpoint(ctx, row), ctx.clock.now()),
    };
  },

  'webhook-endpoints/remove': async (ctx, caller, { id }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    await removeEndpoint(ctx, row);
    return { data: null };
  },

  'webhook-endpoints/revealSecret': async (ctx, caller, { id }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    return secretDocument(row, row.secret);
  },

  'webhook-endpoints/rotateSecret': async (ctx, caller, { id }) => {
    const row = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    return secretDocument(row, await rotateSecret(ctx, row));
  },

  'webhook-endpoints/listDeliveries': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const endpoint = await accessibleEndpoint(
      ctx,
      requireSession(caller),
      attributes.resourceId as string | undefined,
      READ,
    );
    const filters = filtersOf(payload) as Filter[];
    const rows = await ctx.db.all<DeliveryRow>(
      'SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY created_at DESC, id DESC',
      [endpoint.id],
    );
    const items = rows.filter((row) =>
      filters.every((filter) => {
        if (filter[0] === 'status') return matches(filter, row.status);
        if (filter[0] === 'eventType') return matches(filter, row.event_type);
        return true;
      }),
    );
    if (attributes.sort === 'createdAt') items.reverse();
    const page = pageOf(payload, 50);
    const { items: slice, after } = paginate(items, page);
    return {
      data: await Promise.all(slice.map((row) => deliveryResource(ctx.db, row))),
      meta: { page: { size: page.size, after }, total: items.length },
    };
  },

  'webhook-endpoints/getDelivery': async (ctx, caller, { id }) => {
    const { delivery } = await accessibleDelivery(ctx, requireSession(caller), id, READ);
    return { data: await deliveryResource(ctx.db, delivery, true) };
  },

  'webhook-endpoints/resend': async (ctx, caller, { id }) => {
    const { delivery, endpoint } = await accessibleDelivery(ctx, requireSession(caller), id, WRITE);
    await resendDelivery(ctx, delivery, endpoint);
    return {
      data: await deliveryResource(ctx.db, (await deliveryById(ctx.db, delivery.id))!, true),
    };
  },

  'webhook-endpoints/sendTest': async (ctx, caller, { id }) => {
    const endpoint = await accessibleEndpoint(ctx, requireSession(caller), id, WRITE);
    const deliveryId = await sendTestEvent(ctx, endpoint);
    return {
      data: await deliveryResource(ctx.db, (await deliveryById(ctx.db, deliveryId))!, true),
    };
  },
};
