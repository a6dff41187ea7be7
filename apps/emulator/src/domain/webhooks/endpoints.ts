/** Creating, changing, enabling, disabling and deleting endpoints; their secrets; resend and the test event. */
import { audit, changedFields } from '../audit/entries.js';
import { WEBHOOK_ERRORS, WEBHOOK_TEST_EVENT, webhookEventTypes } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, type ErrorObject } from '../errors.js';
import type { ResourceRow } from '../resources/lineage.js';
import { deliverSoon } from './deliver.js';
import { deliverEvent } from './events.js';
import { newSigningSecret } from './signing.js';
import {
  endpointById,
  forgetWebhookEndpoints,
  isSandbox,
  type DeliveryRow,
  type EndpointRow,
} from './store.js';
import { targetRefusal } from './targets.js';

interface EndpointFields {
  url: string;
  events: string;
  description: string | null;
}

/** Checks the fields together; every refusal at its own field, all at once. */
async function fieldsOf(
  ctx: DomainContext,
  projectId: string,
  attributes: Record<string, unknown>,
): Promise<EndpointFields> {
  const errors: ErrorObject[] = [];
  const url = String(attributes.url ?? '').trim();
  const refusal = await targetRefusal(url, await isSandbox(ctx.db, projectId));
  if (refusal)
    errors.push({
      title: WEBHOOK_ERRORS[refusal],
      code: refusal,
      source: { pointer: '/data/attributes/url' },
    });
  const wanted = new Set((attributes.events as string[] | undefined) ?? []);
  // Catalogue order, whatever order they came in.
  const events = webhookEventTypes.filter((type) => wanted.has(type));
  if (events.length === 0)
    errors.push({
      title: WEBHOOK_ERRORS.eventsRequired,
      code: 'events-required',
      source: { pointer: '/data/attributes/events' },
    });
  if (errors.length > 0) throw new ApiError(422, errors);
  const description =
    typeof attributes.description === 'string' ? attributes.description.trim() : '';
  return { url, events: JSON.stringify(events), description: description || null };
}

export async function createEndpoint(
  ctx: DomainContext,
  project: ResourceRow,
  attributes: Record<string, unknown>,
): Promise<EndpointRow> {
  const fields = await fieldsOf(ctx, project.id, attributes);
  const now = ctx.clock.now();
  const row: EndpointRow = {
    id: secureId('whe'),
    organization_id: project.parent_id ?? '',
    project_id: project.id,
    ...fields,
    secret: newSigningSecret(),
    enabled: 1,
    disabled_reason: null,
    disabled_at: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  };
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'webhook-endpoint-created',
    targetType: 'webhook-endpoint',
    targetId: row.id,
    summary: row.url,
    after: { url: row.url, description: row.description, events: JSON.parse(row.events) },
  });
  await ctx.db.run(
    `INSERT INTO webhook_endpoints (id, organization_id, project_id, url, description, events, secret, enabled,
       disabled_reason, disabled_at, failing_since, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, NULL, NULL, NULL, ?, ?)`,
    [
      row.id,
      row.organization_id,
      row.project_id,
      row.url,
      row.description,
      row.events,
      row.secret,
      now,
      now,
    ],
  );
  forgetWebhookEndpoints(ctx.db);
  return row;
}

/** Reads an endpoint after a change, forgetting the cached enabled endpoints (their fields changed). */
const reload = async (ctx: DomainContext, id: string) => {
  forgetWebhookEndpoints(ctx.db);
  return (await endpointById(ctx.db, id))!;
};

export async function updateEndpoint(
  ctx: DomainContext,
  row: EndpointRow,
  attributes: Record<string, unknown>,
): Promise<EndpointRow> {
  const fields = await fieldsOf(ctx, row.project_id, attributes);
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'webhook-endpoint-updated',
    targetType: 'webhook-endpoint',
    targetId: row.id,
    summary: fields.url,
    ...changedFields(
      { url: row.url, description: row.description, events: JSON.parse(row.events) },
      { url: fields.url, description: fields.description, events: JSON.parse(fields.events) },
    ),
  });
  await ctx.db.run(
    'UPDATE webhook_endpoints SET url = ?, events = ?, description = ?, updated_at = ? WHERE id = ?',
    [fields.url, fields.events, fields.description, ctx.clock.now(), row.id],
  );
  return reload(ctx, row.id);
}

/** Records a person turning an endpoint on or off. */
const auditEnabled = (ctx: DomainContext, row: EndpointRow, enabled: boolean) =>
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'webhook-endpoint-updated',
    targetType: 'webhook-endpoint',
    targetId: row.id,
    summary: row.url,
    before: { enabled: Number(row.enabled) === 1 },
    after: { enabled },
  });

/** Enabling starts a new streak; the pending deliveries go out again from now. */
export async function enableEndpoint(ctx: DomainContext, row: EndpointRow): Promise<EndpointRow> {
  const now = ctx.clock.now();
  auditEnabled(ctx, row, true);
  await ctx.db.batch([
    {
      sql: `UPDATE webhook_endpoints SET enabled = 1, disabled_reason = NULL, disabled_at = NULL, failing_since = NULL,
              updated_at = ? WHERE id = ?`,
      args: [now, row.id],
    },
  ]);
  return reload(ctx, row.id);
}

/** Disabled by hand (`reason` null) or after days of failures (`failing`): no new deliveries, no retries. */
export async function disableEndpoint(
  ctx: DomainContext,
  row: EndpointRow,
  reason: 'failing' | null = null,
): Promise<EndpointRow> {
  const now = ctx.clock.now();
  // Disabled by hand is a person's change; after failures no one acted.
  if (reason === null) {
    auditEnabled(ctx, row, false);
  }
  await ctx.db.run(
    `UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ?, disabled_at = ?, updated_at = ?
     WHERE id = ?`,
    [reason, now, now, row.id],
  );
  return reload(ctx, row.id);
}

export async function removeEndpoint(ctx: DomainContext, row: EndpointRow): Promise<void> {
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'webhook-endpoint-deleted',
    targetType: 'webhook-endpoint',
    targetId: row.id,
    summary: row.url,
    before: { url: row.url, description: row.description, events: JSON.parse(row.events) },
  });
  await ctx.db.batch([
    { sql: 'DELETE FROM webhook_attempts WHERE endpoint_id = ?', args: [row.id] },
    { sql: 'DELETE FROM webhook_deliveries WHERE endpoint_id = ?', args: [row.id] },
    { sql: 'DELETE FROM webhook_endpoints WHERE id = ?', args: [row.id] },
  ]);
  forgetWebhookEndpoints(ctx.db);
}

export async function rotateSecret(ctx: DomainContext, row: EndpointRow): Promise<string> {
  const secret = newSigningSecret();
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'webhook-endpoint-updated',
    targetType: 'webhook-endpoint',
    targetId: row.id,
    summary: row.url,
    after: { signingSecret: 'rotated' },
  });
  await ctx.db.run('UPDATE webhook_endpoints SET secret = ?, updated_at = ? WHERE id = ?', [
    secret,
    ctx.clock.now(),
    row.id,
  ]);
  forgetWebhookEndpoints(ctx.db);
  return secret;
}

/**
 * Sends a delivery again now with the same event id and body; its retry schedule starts over. Waits for the
 * attempt, so the answer shows how it went.
 */
export async function resendDelivery(
  ctx: DomainContext,
  delivery: DeliveryRow,
  endpoint: EndpointRow,
): Promise<void> {
  if (Number(endpoint.enabled) !== 1)
    throw new ApiError(409, [
      { title: WEBHOOK_ERRORS.disabledNoResend, code: 'endpoint-disabled' },
    ]);
  const before = await attemptCount(ctx, delivery.id);
  await ctx.db.run(
    `UPDATE webhook_deliveries SET status = 'pending', schedule_step = 0, delivered_at = NULL, next_attempt_at = ?
     WHERE id = ?`,
    [ctx.clock.now(), delivery.id],
  );
  deliverSoon(ctx, [delivery.id]);
  await settled(ctx, delivery.id, before);
}

/** Sends a `webhook.test` event to this endpoint only; answers the delivery once its first attempt is done. */
export async function sendTestEvent(ctx: DomainContext, endpoint: EndpointRow): Promise<string> {
  if (Number(endpoint.enabled) !== 1)
    throw new ApiError(409, [
      { title: WEBHOOK_ERRORS.disabledNoResend, code: 'endpoint-disabled' },
    ]);
  const [id] = await deliverEvent(ctx, [endpoint], {
    type: WEBHOOK_TEST_EVENT,
    projectId: endpoint.project_id,
    data: { endpointId: endpoint.id, message: 'A test event from Paydesk' },
  });
  await settled(ctx, id!, 0);
  return id!;
}

const attemptCount = async (ctx: DomainContext, id: string) =>
  Number(
    (
      await ctx.db.get<{ count: number }>(
        'SELECT COUNT(*) AS count FROM webhook_attempts WHERE delivery_id = ?',
        [id],
      )
    )?.count ?? 0,
  );

/** Waits (up to the attempt's timeout and a little) until the delivery has more than `before` attempts. */
async function settled(ctx: DomainContext, id: string, before: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (await attemptCount(ctx, id)) <= before) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
