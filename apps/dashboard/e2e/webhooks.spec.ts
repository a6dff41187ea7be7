import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';
import { postAction } from './postAction';

// Tall enough that the form and the deliveries are on screen for axe.
test.use({ viewport: { width: 1500, height: 1400 } });
test.setTimeout(180_000);

const ADMIN = 'admin@paydesk.test';
const SANDBOX = 'Retail Web Shop Sandbox';
const PRIVATE_URL = 'http://10.0.0.5/hooks';

interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback, started by the test: answers each request with the next of `statuses` (the last repeats). */
async function startReceiver(statuses: number[] = [200]) {
  const hits: Hit[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      hits.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(hits.length - 1, statuses.length - 1)]!;
      response.end(response.statusCode === 200 ? 'ok' : 'receiver error');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return { url, hits, close: () => new Promise((done) => server.close(done)) };
}

const eventsGroup = (page: Page) => page.getByRole('group', { name: /^Events/ });
const urlField = (page: Page) => page.getByRole('textbox', { name: /^Endpoint URL/ });

/** Fills the create form for the sandbox project; answers the new endpoint's id once its page shows. */
async function createEndpoint(page: Page, url: string, events: string[]) {
  await page.goto('/webhook-endpoints/create');
  await expect(page.getByRole('heading', { name: 'Add webhook endpoint' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: /Project$/ }).click();
  await page.getByRole('option', { name: SANDBOX }).click();
  await urlField(page).fill(url);
  for (const event of events) await eventsGroup(page).getByText(event, { exact: true }).click();
  await page.getByRole('button', { name: 'Create endpoint' }).click();
  await expect(page).toHaveURL(/\/webhook-endpoints\/whe_/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('a refund made in the dashboard reaches a loopback receiver within seconds, signed', async ({
  page,
}) => {
  const receiver = await startReceiver();
  try {
    await signIn(page, ADMIN);
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('button', { name: 'Developers' }).click();
    await navigation.getByRole('link', { name: 'Webhook endpoints', exact: true }).click();
    await expect(page).toHaveTitle('Webhook endpoints · Paydesk');
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);

    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page).toHaveURL(/\/webhook-endpoints\/create$/);
    await page.getByRole('button', { name: /Project$/ }).click();
    await page.getByRole('option', { name: SANDBOX }).click();
    // No event: the form does not submit, and says so at the events.
    await urlField(page).fill(PRIVATE_URL);
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(eventsGroup(page)).toHaveAccessibleDescription(/Select at least one event/);
    await expect(page).toHaveURL(/\/webhook-endpoints\/create$/);
    // A private-network URL: refused by the provider at its field; what was typed stays.
    await eventsGroup(page).getByText('refund.created', { exact: true }).click();
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(urlField(page)).toHaveAccessibleDescription(
      /Webhooks cannot be sent to private or link-local network addresses/,
    );
    await expect(urlField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(urlField(page)).toHaveValue(PRIVATE_URL);
    await expectNoAxeViolationsInBothThemes(page);

    await urlField(page).fill(receiver.url);
    await page.getByRole('button', { name: 'Create endpoint' }).click();
    await expect(page).toHaveURL(/\/webhook-endpoints\/whe_/);
    const endpointId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'Reveal secret' }).click();
    await page
      .getByRole('button', { name: /Hide|Show/ })
      .first()
      .waitFor();
    const secret = (await page
      .getByText(/^whsec_/)
      .first()
      .textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByText('No deliveries yet')).toBeVisible();
    // react-aria's live announcer keeps, for a few seconds, the create form's announced field errors, labelled by
    // elements that left with that page: axe would count them against this one.
    await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
      timeout: 20_000,
    });
    await expectNoAxeViolationsInBothThemes(page);

    // A refundable charge of the sandbox project, refunded in the dashboard.
    const endpoint = await postAction<{ data: { attributes: { projectId: string } } }>(
      page.request,
      'webhook-endpoints',
      'webhook-endpoints/get',
      endpointId,
      undefined,
    );
    const charges = await postAction<{ data: { id: string; attributes: { amount: number } }[] }>(
      page.request,
      'payments',
      'transactions/list',
      undefined,
      {
        data: {
          type: 'list-request',
          attributes: {
            resourceId: endpoint.data.attributes.projectId,
            filters: [
              ['type', '=', 'charge'],
              ['status', '=', 'successful'],
              ['currency', '=', 'EUR'],
            ],
            page: { size: 20 },
          },
        },
      },
    );
    const charge = charges.data.find((row) => row.attributes.amount >= 100)!;
    await page.goto(`/transactions/${charge.id}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.00');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Refund EUR 1.00' }).click();
    await expect(page.getByText('Refund created')).toBeVisible();
    const refundedAt = Date.now();

    // Within seconds, signed: verified with the standardwebhooks package, not the project's code.
    await expect.poll(() => receiver.hits.length, { timeout: 10_000 }).toBe(1);
    expect(Date.now() - refundedAt).toBeLessThan(10_000);
    const [hit] = receiver.hits;
    const verified = new Webhook(secret).verify(hit!.body, {
      'webhook-id': String(hit!.headers['webhook-id']),
      'webhook-timestamp': String(hit!.headers['webhook-timestamp']),
      'webhook-signature': String(hit!.headers['webhook-signature']),
    }) as { type: string; data: { attributes: { originalId: string } } };
    expect(verified.type).toBe('refund.created');
    expect(verified.data.attributes.originalId).toBe(charge.id);

    // The endpoint's page lists the delivery as delivered.
    await page.goto(`/webhook-endpoints/${endpointId}`);
    const deliveries = page.getByRole('grid', { name: 'Deliveries' });
    await expect(deliveries.getByRole('row').nth(1)).toContainText('refund.created');
    await expect(deliveries.getByRole('row').nth(1)).toContainText('Delivered');
  } finally {
    await receiver.close();
  }
});

test('a receiver answering 500 twice then 200 sees three attempts with growing delays; resend keeps the webhook-id', async ({
  page,
}) => {
  const receiver = await startReceiver([500, 500, 200]);
  try {
    await signIn(page, ADMIN);
    const endpointId = await createEndpoint(page, receiver.url, ['refund.created']);

    // The test event: first attempt at once (500), the retry 5 s later (500), the next one 5 min later (200).
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.hits.length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => receiver.hits.length, { timeout: 15_000 }).toBe(2);
    const advanced = await page.request.post('/__test/clock', { data: { advanceMs: 300_000 } });
    expect(advanced.ok()).toBe(true);
    await expect.poll(() => receiver.hits.length, { timeout: 10_000 }).toBe(3);
    const stamps = receiver.hits.map((hit) => Number(hit.headers['webhook-timestamp']));
    const delays = [stamps[1]! - stamps[0]!, stamps[2]! - stamps[1]!];
    expect(delays[0]).toBeGreaterThanOrEqual(5);
    expect(delays[1]).toBeGreaterThan(delays[0]!);
    expect(new Set(receiver.hits.map((hit) => hit.headers['webhook-id'])).size).toBe(1);

    // The dashboard shows the delivery with its three attempts (signed in again: 5 minutes passed).
    await signIn(page, ADMIN);
    await page.goto(`/webhook-endpoints/${endpointId}`);
    const row = page.getByRole('grid', { name: 'Deliveries' }).getByRole('row').nth(1);
    await expect(row).toContainText('Delivered', { timeout: 30_000 });
    await row.getByRole('link').first().click();
    const panel = page.getByRole('dialog', { name: /^Webhook webhook\.test/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('attempt')).toHaveCount(3);
    await expect(panel.getByTestId('attempt').nth(0)).toContainText('HTTP 500');
    await expect(panel.getByTestId('attempt').nth(1)).toContainText('HTTP 500');
    await expect(panel.getByTestId('attempt').nth(2)).toContainText('HTTP 200');
    await expectNoAxeViolationsInBothThemes(page);

    // Resend: the same webhook-id again.
    await panel.getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => receiver.hits.length, { timeout: 10_000 }).toBe(4);
    expect(receiver.hits[3]!.headers['webhook-id']).toBe(receiver.hits[0]!.headers['webhook-id']);
    await expect(panel.getByTestId('attempt')).toHaveCount(4);
  } finally {
    await receiver.close();
  }
});

test('the project-scoped pages create and show an endpoint of that project', async ({ page }) => {
  await signIn(page, ADMIN);
  const projects = await postAction<{ data: { id: string; attributes: { name: string } }[] }>(
    page.request,
    'main',
    'identities/listMyResources',
    undefined,
    { data: { type: 'list-request', attributes: { filters: [['resourceType', '=', 'project']] } } },
  );
  const project = projects.data.find((row) => row.attributes.name === SANDBOX)!;
  await page.goto(`/projects/${project.id}/webhook-endpoints/create`);
  await expect(page.getByRole('button', { name: /Project$/ })).toHaveCount(0);
  await urlField(page).fill('http://localhost:9/hooks');
  await eventsGroup(page).getByRole('button', { name: 'Select all Subscriptions events' }).click();
  await page.getByRole('button', { name: 'Create endpoint' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/webhook-endpoints/whe_`));
  await expect(page.getByText('subscription.renewed, subscription.payment-failed')).toBeVisible();
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expectNoAxeViolationsInBothThemes(page);
});
