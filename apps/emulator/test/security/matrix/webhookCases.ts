/**
 * The webhook-endpoints area: endpoints of Acme Retail's web shop sandbox (a sandbox project, so their loopback
 * URL is allowed; nobody listens on port 9, so a delivery fails at once instead of waiting on the network).
 */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const SANDBOX = 'Retail Web Shop Sandbox';
const TARGET = 'http://127.0.0.1:9/hook';

let made = 0;
/** An enabled endpoint of the sandbox project, written straight to the table (each call gets its own). */
async function endpoint(phase: Phase): Promise<string> {
  made += 1;
  const endpointId = `whe_matrix_${made}`;
  const now = phase.world.now();
  await phase.world.db.run(
    `INSERT INTO webhook_endpoints (id, organization_id, project_id, url, description, events, secret, enabled,
       disabled_reason, disabled_at, failing_since, created_at, updated_at)
     VALUES (?, ?, ?, ?, NULL, '["refund.created"]', ?, 1, NULL, NULL, NULL, ?, ?)`,
    [
      endpointId,
      id(phase, RETAIL),
      id(phase, SANDBOX),
      TARGET,
      'whsec_bWF0cml4LXNlY3JldA==',
      now,
      now,
    ],
  );
  return endpointId;
}

/** A failed delivery of a fresh endpoint (its retries over, so nothing else attempts it). */
async function delivery(phase: Phase): Promise<string> {
  const endpointId = await endpoint(phase);
  const deliveryId = `whd_matrix_${made}`;
  const now = phase.world.now();
  await phase.world.db.run(
    `INSERT INTO webhook_deliveries (id, endpoint_id, organization_id, event_id, event_type, body, status,
       attempt_count, schedule_step, last_status_code, delivered_at, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, 'refund.created', '{"type":"refund.created","data":{}}', 'failed', 1, 12, NULL, NULL, NULL, ?)`,
    [deliveryId, endpointId, id(phase, RETAIL), `msg_matrix_${made}`, now],
  );
  return deliveryId;
}

const fields = { url: TARGET, events: ['refund.created'] };
const onEndpoint = (name: string) => ({
  key: `webhook-endpoints:webhook-endpoints/${name}`,
  call: async (phase: Phase) =>
    action('webhook-endpoints', `webhook-endpoints/${name}`, undefined, await endpoint(phase)),
  target: () => on(SANDBOX),
});

export const webhookCases: MatrixCase[] = [
  {
    key: 'webhook-endpoints:webhook-endpoints/list#organization',
    call: (phase) =>
      action(
        'webhook-endpoints',
        'webhook-endpoints/list',
        body.listRequest({ resourceId: id(phase, RETAIL) }),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'webhook-endpoints:webhook-endpoints/list#project',
    call: (phase) =>
      action(
        'webhook-endpoints',
        'webhook-endpoints/list',
        body.listRequest({ resourceId: id(phase, SANDBOX) }),
      ),
    target: () => on(SANDBOX),
  },
  onEndpoint('get'),
  {
    key: 'webhook-endpoints:webhook-endpoints/create',
    call: (phase) =>
      action('webhook-endpoints', 'webhook-endpoints/create', {
        data: {
          type: 'webhook-endpoint',
          attributes: { resourceId: id(phase, SANDBOX), ...fields },
        },
      }),
    target: () => on(SANDBOX),
  },
  {
    key: 'webhook-endpoints:webhook-endpoints/update',
    call: async (phase) =>
      action(
        'webhook-endpoints',
        'webhook-endpoints/update',
        { data: { type: 'webhook-endpoint', attributes: fields } },
        await endpoint(phase),
      ),
    target: () => on(SANDBOX),
  },
  onEndpoint('enable'),
  onEndpoint('disable'),
  onEndpoint('remove'),
  onEndpoint('sendTest'),
  onEndpoint('revealSecret'),
  onEndpoint('rotateSecret'),
  {
    key: 'webhook-endpoints:webhook-endpoints/listDeliveries',
    call: async (phase) =>
      action(
        'webhook-endpoints',
        'webhook-endpoints/listDeliveries',
        body.listRequest({ resourceId: await endpoint(phase) }),
      ),
    target: () => on(SANDBOX),
  },
  {
    key: 'webhook-endpoints:webhook-endpoints/getDelivery',
    call: async (phase) =>
      action(
        'webhook-endpoints',
        'webhook-endpoints/getDelivery',
        undefined,
        await delivery(phase),
      ),
    target: () => on(SANDBOX),
  },
  {
    key: 'webhook-endpoints:webhook-endpoints/resend',
    call: async (phase) =>
      action('webhook-endpoints', 'webhook-endpoints/resend', undefined, await delivery(phase)),
    target: () => on(SANDBOX),
  },
];
