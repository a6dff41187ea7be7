/**
 * The webhooks' clock job: retries that fell due, and endpoints that have failed without a success for
 * WEBHOOK_DISABLE_AFTER_MS disabled with a notice to the organization's people who manage webhooks (outbox) and
 * on the endpoint itself (`disabledReason: 'failing'`). Idempotent, and it catches up after a long advance.
 */
import { WEBHOOK_DISABLE_AFTER_MS } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { sendMessage } from '../outbox/outbox.js';
import { lineageOf } from '../resources/lineage.js';
import { deliverDue } from './deliver.js';
import { disableEndpoint } from './endpoints.js';
import type { EndpointRow } from './store.js';

/** The emails of the people with a role on the endpoint's project or above it. */
async function recipientsOf(ctx: DomainContext, row: EndpointRow): Promise<string[]> {
  const lineage = (await lineageOf(ctx.db, row.project_id)).map((resource) => resource.id);
  if (lineage.length === 0) return [];
  const rows = await ctx.db.all<{ email: string }>(
    `SELECT DISTINCT u.email FROM users u JOIN identities i ON i.user_id = u.id
       JOIN identity_groups g ON g.identity_id = i.id
     WHERE u.status = 'active' AND i.status = 'active' AND (g.expires_at IS NULL OR g.expires_at > ?)
       AND g.resource_id IN (${lineage.map(() => '?').join(', ')})
     ORDER BY u.email`,
    [ctx.clock.now(), ...lineage],
  );
  return rows.map((r) => r.email);
}

export async function disableFailingEndpoints(ctx: DomainContext, now: number): Promise<number> {
  const failing = await ctx.db.all<EndpointRow>(
    `SELECT * FROM webhook_endpoints WHERE enabled = 1 AND failing_since IS NOT NULL AND failing_since <= ?`,
    [now - WEBHOOK_DISABLE_AFTER_MS],
  );
  for (const row of failing) {
    await disableEndpoint(ctx, row, 'failing');
    for (const to of await recipientsOf(ctx, row)) {
      await sendMessage(ctx, {
        channel: 'email',
        to,
        subject: 'Webhook endpoint disabled',
        body: `Every delivery to ${row.url} has failed for ${WEBHOOK_DISABLE_AFTER_MS / 86_400_000} days, so the endpoint was disabled. Fix the receiver, then enable the endpoint again.`,
        link: `/webhook-endpoints/${row.id}`,
      });
    }
  }
  return failing.length;
}

/** The clock job (listed in actions/timeJobs.ts). */
export const webhookDeliveryJob = {
  name: 'webhook deliveries',
  run: async (ctx: DomainContext, now: number): Promise<void> => {
    // Retries first: a success among them ends the streak before it is judged.
    await deliverDue(ctx, now);
    await disableFailingEndpoints(ctx, now);
  },
};
