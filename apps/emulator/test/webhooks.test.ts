// Webhook endpoints end to end through the real api-client: a refund in a sandbox project reaches a receiver on
// loopback, signed per the Standard Webhooks specification (checked here with node:crypto, not the emulator's
// code); failures retry on the schedule of the emulator clock; an endpoint failing for days is disabled with a
// notice; resend keeps the webhook-id; private and link-local targets are refused at the URL field.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  payments,
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_ERRORS,
  WEBHOOK_RETRY_DELAYS_MS,
  webhookEndpoints,
  type WebhookEndpointCreate,
} from '@paydesk/api-client';
import { recordWebhookEvent } from '../src/domain/webhooks/events.js';
import { signedIn, type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const clients: TestClient[] = [];
const servers: Server[] = [];
let sandbox: string;
let live: string;

beforeAll(async () => {
  const idOf = async (name: string) =>
    (await suite.emulator.context.db.get<{ id: string }>(
      'SELECT id FROM resources WHERE name = ?',
      [name],
    ))!.id;
  sandbox = await idOf('Retail Web Shop Sandbox');
  live = await idOf('Retail Web Shop');
});
afterEach(async () => {
  for (const client of clients.splice(0)) client.api.dispose();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

const as = async (role: string) => {
  const client = await signedIn(suite.emulator, `${role}@paydesk.test`);
  clients.push(client);
  return client;
};

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A receiver on loopback answering each request with the next of `statuses` (the last one repeats). */
async function receiver(statuses: number[] = [200]) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('x'.repeat(5000));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  servers.push(server);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, received };
}

const create = (
  client: TestClient,
  attributes: Partial<WebhookEndpointCreate['data']['attributes']>,
) =>
  client.api.call(webhookEndpoints.actions['webhook-endpoints/create'], {
    payload: {
      data: {
        type: 'webhook-endpoint',
        attributes: { resourceId: sandbox, url: '', events: ['refund.created'], ...attributes },
      },
    },
  });

const until = async <T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Standard Webhooks: v1,base64(HMAC-SHA256(secret bytes, "id.timestamp.body")). */
const expectedSignature = (secret: string, headers: IncomingHttpHeaders, body: string) =>
  `v1,${createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`)
    .digest('base64')}`;

describe('webhook endpoints', () => {
  it('delivers a refund of a sandbox project to a loopback receiver, signed, with its attempt recorded', async () => {
    const admin = await as('admin');
    const { url, received } = await receiver();
    const endpoint = (await create(admin, { url })).data;
    expect(endpoint.attributes).toMatchObject({ status: 'enabled', events: ['refund.created'] });
    // The project page counts it.
    expect((await admin.api.projectDetails(sandbox)).data.attributes.webhookEndpointCount).toBe(1);
    expect(endpoint.attributes.secretHint).toMatch(/^whsec_.{4}…$/);
    const { secret } = (
      await admin.api.call(webhookEndpoints.actions['webhook-endpoints/revealSecret'], {
        id: endpoint.id,
      })
    ).data.attributes;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);

    const charge = await suite.emulator.context.db.get<{ id: string }>(
      "SELECT id FROM transactions WHERE project_id = ? AND type = 'charge' AND status = 'successful' AND amount >= 1000 LIMIT 1",
      [sandbox],
    );
    const refund = await admin.api.call(payments.actions['transactions/refund'], {
      id: charge!.id,
      payload: { data: { type: 'refund-request', attributes: { amount: 100 } } },
    });
    await until(
      () => received.length,
      (count) => count >= 1,
    );
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.headers['webhook-signature']).toBe(
      expectedSignature(secret, hit!.headers, hit!.body),
    );
    const body = JSON.parse(hit!.body) as { id: string; type: string; data: { id: string } };
    expect(body).toMatchObject({ type: 'refund.created', data: { id: refund.data.id } });
    expect(body.id).toBe(hit!.headers['webhook-id']);

    const deliveries = await until(
      () =>
        admin.api.call(webhookEndpoints.actions['webhook-endpoints/listDeliveries'], {
          payload: { data: { type: 'list-request', attributes: { resourceId: endpoint.id } } },
        }),
      (answer) => answer.data[0]?.attributes.status === 'delivered',
    );
    expect(deliveries.data).toHaveLength(1);
    const delivery = await admin.api.call(
      webhookEndpoints.actions['webhook-endpoints/getDelivery'],
      {
        id: deliveries.data[0]!.id,
      },
    );
    expect(delivery.data.attributes).toMatchObject({
      status: 'delivered',
      attemptCount: 1,
      eventId: body.id,
      nextAttemptAt: null,
    });
    expect(delivery.data.attributes.attempts).toHaveLength(1);
    expect(delivery.data.attributes.attempts[0]).toMatchObject({
      statusCode: 200,
      ok: true,
      error: null,
    });
    // The excerpt keeps the first kilobyte of the answer.
    expect(delivery.data.attributes.attempts[0]!.responseExcerpt).toHaveLength(1024);
  });

  it('retries failures on the backoff schedule of the emulator clock, with the same webhook-id, and resends', async () => {
    const admin = await as('admin');
    const { url, received } = await receiver([500, 503, 200, 200]);
    const endpoint = (await create(admin, { url })).data;
    const ctx = suite.emulator.context;
    const [deliveryId] = await recordWebhookEvent(ctx, {
      projectId: sandbox,
      type: 'refund.created',
      data: { id: 'trx_test' },
    });
    const row = () =>
      ctx.db.get<{
        next_attempt_at: number;
        created_at: number;
        status: string;
        attempt_count: number;
      }>('SELECT * FROM webhook_deliveries WHERE id = ?', [deliveryId!]);
    const first = await until(row, (r) => Number(r?.attempt_count) === 1);
    expect(Number(first!.next_attempt_at) - Number(first!.created_at)).toBe(
      WEBHOOK_RETRY_DELAYS_MS[0],
    );
    await suite.advance(WEBHOOK_RETRY_DELAYS_MS[0]);
    const second = await until(row, (r) => Number(r?.attempt_count) === 2);
    expect(Number(second!.next_attempt_at) - Number(first!.next_attempt_at)).toBe(
      WEBHOOK_RETRY_DELAYS_MS[1],
    );
    await suite.advance(WEBHOOK_RETRY_DELAYS_MS[1]);
    const third = await until(row, (r) => r?.status === 'delivered');
    expect(third).toMatchObject({ status: 'delivered' });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((hit) => hit.headers['webhook-id'])).size).toBe(1);
    const stamps = received.map((hit) => Number(hit.headers['webhook-timestamp']));
    expect(stamps[1]! - stamps[0]!).toBeGreaterThanOrEqual(5);
    expect(stamps[2]! - stamps[1]!).toBeGreaterThanOrEqual(300);

    const resent = await admin.api.call(webhookEndpoints.actions['webhook-endpoints/resend'], {
      id: deliveryId!,
    });
    expect(received).toHaveLength(4);
    expect(received[3]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    expect(received[3]!.body).toBe(received[0]!.body);
    expect(resent.data.attributes.attempts.map((attempt) => attempt.statusCode)).toEqual([
      500, 503, 200, 200,
    ]);
    expect(endpoint.id).toBe(resent.data.attributes.endpointId);
  });

  it('disables an endpoint failing for days, with a notice in the outbox and on the endpoint', async () => {
    const admin = await as('admin');
    // A port nobody listens on: every attempt is a refused connection.
    const { url } = await receiver();
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
    const endpoint = (await create(admin, { url })).data;
    const ctx = suite.emulator.context;
    const [deliveryId] = await recordWebhookEvent(ctx, {
      projectId: sandbox,
      type: 'refund.created',
      data: {},
    });
    await until(
      () =>
        ctx.db.get<{ attempt_count: number }>(
          'SELECT attempt_count FROM webhook_deliveries WHERE id = ?',
          [deliveryId!],
        ),
      (r) => Number(r?.attempt_count) === 1,
    );
    await suite.advance(WEBHOOK_DISABLE_AFTER_MS + 60_000);
    // Days later the session has ended: sign in again to look.
    const later = await as('admin');
    const after = await later.api.call(webhookEndpoints.actions['webhook-endpoints/get'], {
      id: endpoint.id,
    });
    expect(after.data.attributes).toMatchObject({ status: 'disabled', disabledReason: 'failing' });
    const delivery = await later.api.call(
      webhookEndpoints.actions['webhook-endpoints/getDelivery'],
      {
        id: deliveryId!,
      },
    );
    // Every retry of the schedule was made (catching up after the advance), then it failed for good.
    expect(delivery.data.attributes.status).toBe('failed');
    expect(delivery.data.attributes.attempts).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
    expect(delivery.data.attributes.attempts[0]!.error).toBe('Connection refused');
    const mail = (await suite.control.request('GET', '/__test/mail')) as unknown as {
      data?: { subject: string }[];
    };
    expect(JSON.stringify(mail)).toContain('Webhook endpoint disabled');
  });

  it('announces a payout reaching the bank once, when the clock passes its completion', async () => {
    const admin = await as('admin');
    const { url, received } = await receiver();
    await create(admin, { url, events: ['payout.paid'] });
    const db = suite.emulator.context.db;
    const { organization_id: organizationId } = (await db.get<{ organization_id: string }>(
      'SELECT organization_id FROM webhook_endpoints LIMIT 1',
    ))!;
    const now = suite.emulator.context.clock.now();
    const payout = (await db.get<Record<string, unknown>>(
      'SELECT * FROM payouts WHERE organization_id = ? LIMIT 1',
      [organizationId],
    ))!;
    await db.run(
      `INSERT INTO payouts (id, organization_id, currency, amount, payout_method_id, reference, created_at,
         pending_at, completed_at) VALUES ('po_webhook_test', ?, 'EUR', 1234, ?, 'WH-TEST', ?, ?, ?)`,
      [organizationId, payout.payout_method_id as string, now, now, now + 3_600_000],
    );
    await suite.advance(2 * 3_600_000);
    const paid = await until(
      () =>
        received.map(
          (request) => JSON.parse(request.body) as { type: string; data: { id: string } },
        ),
      (events) => events.some((event) => event.data.id === 'po_webhook_test'),
    );
    expect(paid.filter((event) => event.data.id === 'po_webhook_test')).toMatchObject([
      { type: 'payout.paid', data: { attributes: { status: 'paid', amount: 1234 } } },
    ]);
    // Announced once: a later run does not send it again.
    await suite.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.filter((request) => request.body.includes('po_webhook_test'))).toHaveLength(1);
  });

  it('refuses private, link-local and (for live projects) loopback targets at the URL field, and no events at theirs', async () => {
    const admin = await as('admin');
    for (const url of [
      'http://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'http://192.168.1.10:8080/',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:10.0.0.1]/hook',
    ]) {
      const error = await rejection(create(admin, { url }));
      expect(error.fieldErrors()).toMatchObject({ url: [WEBHOOK_ERRORS.urlPrivate] });
    }
    const loopbackLive = await rejection(
      create(admin, { url: 'http://localhost:9999/hook', resourceId: live }),
    );
    expect(loopbackLive.fieldErrors()).toMatchObject({ url: [WEBHOOK_ERRORS.urlLoopbackLive] });
    const both = await rejection(create(admin, { url: 'ftp://example.com', events: [] }));
    expect(both.fieldErrors()).toMatchObject({
      url: [WEBHOOK_ERRORS.urlInvalid],
      events: [WEBHOOK_ERRORS.eventsRequired],
    });
    // Loopback by name is fine for a sandbox project.
    const ok = await create(admin, { url: 'http://localhost:9/hook' });
    expect(ok.data.attributes.url).toBe('http://localhost:9/hook');
  });

  it('answers the spec text for an unknown endpoint and refuses writes without webhook-endpoints.write', async () => {
    const admin = await as('admin');
    const missing = await rejection(
      admin.api.call(webhookEndpoints.actions['webhook-endpoints/get'], { id: 'whe_missing' }),
    );
    expect(missing.titles).toEqual([WEBHOOK_ERRORS.notFound]);
    const finance = await as('finance');
    const refused = await rejection(create(finance, { url: 'http://localhost:9/hook' }));
    expect(refused.titles).toEqual(['You are not allowed to perform this action']);
  });
});
