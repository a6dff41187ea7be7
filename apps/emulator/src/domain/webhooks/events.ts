/**
 * The event recorder: what changed in a project becomes one event with a stable id (the `webhook-id` every
 * attempt and resend carries, so receivers de-duplicate) and a delivery to each enabled endpoint of the project
 * that subscribed to its type. Events of an organization as a whole (reports) go to the endpoints of all its
 * projects. Recording never fails the action that caused it: a broken webhook must not undo a refund.
 */
import type { WEBHOOK_TEST_EVENT } from '@paydesk/api-client';
import { type WebhookEventType } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { announceDelivery } from './announce.js';
import { deliverSoon } from './deliver.js';
import { groupWrite } from './groupWrite.js';
import { enabledEndpointsOf, eventsOf, type EndpointRow } from './store.js';

export interface WebhookEvent {
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  /** The resource the event is about, as the API answers it. */
  data: unknown;
  projectId?: string | null;
  organizationId?: string | null;
}

/** The body sent: the Standard Webhooks' shape `{ type, timestamp, data }` plus the event's id. */
const bodyOf = (id: string, event: WebhookEvent, at: number) =>
  JSON.stringify({ id, type: event.type, timestamp: new Date(at).toISOString(), data: event.data });

/** Creates the deliveries of one event to `endpoints` and starts their first attempts. Answers their ids. */
export async function deliverEvent(
  ctx: DomainContext,
  endpoints: readonly EndpointRow[],
  event: WebhookEvent,
): Promise<string[]> {
  if (endpoints.length === 0) return [];
  const now = ctx.clock.now();
  const eventId = secureId('msg');
  const body = bodyOf(eventId, event, now);
  const ids = endpoints.map(() => secureId('whd'));
  await groupWrite(
    ctx.db,
    endpoints.map((endpoint, at) => ({
      sql: `INSERT INTO webhook_deliveries (id, endpoint_id, organization_id, event_id, event_type, body, status,
              attempt_count, schedule_step, last_status_code, delivered_at, next_attempt_at, created_at)
            VALUES (?, ?, ?, ?, ?, ?, 'pending', 0, 0, NULL, NULL, ?, ?)`,
      args: [ids[at]!, endpoint.id, endpoint.organization_id, eventId, event.type, body, now, now],
    })),
  );
  // The first attempts start from what was just written: no read back of the rows.
  deliverSoon(
    ctx,
    ids,
    endpoints.map((endpoint, at) => ({
      endpoint,
      row: {
        id: ids[at]!,
        endpoint_id: endpoint.id,
        organization_id: endpoint.organization_id,
        event_id: eventId,
        event_type: event.type,
        body,
        status: 'pending' as const,
        attempt_count: 0,
        schedule_step: 0,
        last_status_code: null,
        delivered_at: null,
        next_attempt_at: now,
        created_at: now,
      },
    })),
  );
  return ids;
}

/** Records `event` and sends it to every subscribed endpoint. Answers the event's id, or null when none listens. */
export async function recordWebhookEvent(
  ctx: DomainContext,
  event: WebhookEvent,
): Promise<string[]> {
  try {
    const rows = event.projectId
      ? await enabledEndpointsOf(ctx.db, event.projectId)
      : event.organizationId
        ? await ctx.db.all<EndpointRow>(
            'SELECT * FROM webhook_endpoints WHERE organization_id = ? AND enabled = 1',
            [event.organizationId],
          )
        : [];
    const listening = rows.filter((row) => eventsOf(row).includes(event.type as WebhookEventType));
    const ids = await deliverEvent(ctx, listening, event);
    for (const [at, id] of ids.entries()) {
      const endpoint = listening[at]!;
      void announceDelivery(ctx, {
        id,
        endpoint_id: endpoint.id,
        organization_id: endpoint.organization_id,
        status: 'pending',
      }).catch(() => undefined);
    }
    return ids;
  } catch (error) {
    console.error(`webhook event ${event.type} not recorded`, error);
    return [];
  }
}
