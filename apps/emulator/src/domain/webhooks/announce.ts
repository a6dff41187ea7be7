/**
 * Tells the sessions that see an organization that one of its webhook deliveries moved
 * (`pushEvents.webhookDeliveryChanged`), so an open deliveries table refreshes. The push server is reached through
 * the context when there is one (the emulator's); a bare domain context (a script) announces nothing.
 */
import { pushEvents, type WebhookDeliveryChangedEvent } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { sessionChannelsSeeing } from '../reports/watchers.js';
import type { DeliveryRow } from './store.js';

interface Publisher {
  publish(channel: string, event: string, data: unknown): void;
}

/** The organization's session channels, read at most once a second (a burst of deliveries is one query). */
const channelCache = new Map<string, { at: number; channels: Promise<string[]> }>();

export async function announceDelivery(
  ctx: DomainContext,
  row: Pick<DeliveryRow, 'id' | 'endpoint_id' | 'organization_id' | 'status'>,
): Promise<void> {
  const pusher = (ctx as DomainContext & { pusher?: Publisher }).pusher;
  if (!pusher) return;
  const now = Date.now();
  let cached = channelCache.get(row.organization_id);
  if (!cached || now - cached.at > 1000) {
    cached = { at: now, channels: sessionChannelsSeeing(ctx, row.organization_id) };
    channelCache.set(row.organization_id, cached);
  }
  const event: WebhookDeliveryChangedEvent = {
    organizationId: row.organization_id,
    endpointId: row.endpoint_id,
    deliveryId: row.id,
    status: row.status,
  };
  for (const channel of await cached.channels)
    pusher.publish(channel, pushEvents.webhookDeliveryChanged, event);
}
