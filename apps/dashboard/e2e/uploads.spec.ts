import { createHash } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, signIn } from './fixtures';

test.use({ viewport: { width: 1400, height: 1400 } });
test.describe.configure({ timeout: 180_000 });

const ADMIN = 'admin@paydesk.test';
const CHUNK = 4 * 1024 * 1024;
const MAX = 2 * 1024 ** 3;
/** Room for a busy machine: the detail page's code and the payment are loaded on demand. */
const SLOW = { timeout: 30_000 };

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN, { timeout: 30_000 });
}

async function openCreateForm(page: Page) {
  await page.goto('/payment-links');
  await page.getByRole('button', { name: 'Create payment link' }).click();
  return page.getByRole('dialog');
}

/** Bytes that differ at every offset, so a chunk written at the wrong place changes the hash. */
function contentOf(size: number) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i + 4 <= size; i += 4) bytes.writeUInt32LE(i, i);
  return bytes;
}
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('a chunked upload interrupted mid-way resumes; the stored SHA-256 equals the original and the paying customer gets the file', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  const dialog = await openCreateForm(page);

  const content = contentOf(2 * CHUNK + 12_345);
  const offsets: number[] = [];
  let dropped = false;
  // The second chunk reaches the server, but its reply is lost: the client must ask where the server stands and
  // go on from there, never sending those bytes again.
  await page.route('**/api/uploads/*?offset=*', async (route) => {
    const offset = Number(new URL(route.request().url()).searchParams.get('offset'));
    offsets.push(offset);
    if (offset === CHUNK && !dropped) {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  const announced = page.waitForResponse(
    (response) => response.url().endsWith('/api/uploads') && response.request().method() === 'POST',
  );
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'travel-guide.pdf', mimeType: 'application/pdf', buffer: content });
  const uploadId = ((await (await announced).json()) as { data: { id: string } }).data.id;
  await expect(dialog.getByText('Uploaded')).toBeVisible({ timeout: 60_000 });
  expect(dropped).toBe(true);
  expect(offsets).toEqual([0, CHUNK, 2 * CHUNK]);

  const status = await page.request.get(`/api/uploads/${uploadId}`);
  const { attributes } = (
    (await status.json()) as {
      data: { attributes: { sha256: string; received: number; status: string } };
    }
  ).data;
  expect(attributes).toMatchObject({
    status: 'complete',
    received: content.length,
    sha256: sha256(content),
  });
  await expectNoAxeViolationsInBothThemes(page);

  // The link delivers it after payment.
  await dialog.getByRole('button', { name: 'Project' }).click();
  await page.getByRole('option', { name: 'Retail Web Shop', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Travel guide');
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('15.00');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Travel guide', SLOW);
  await expect(page.getByText('travel-guide.pdf')).toBeVisible(SLOW);
  const linkUrl = (await page.getByTestId('payment-link-url').textContent())!;

  const customer = await browser.newContext();
  const pay = await customer.newPage();
  await pay.goto(linkUrl);
  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByLabel(/Expiry/).fill('12/39');
  await pay.getByLabel('CVC').fill('123');
  await pay.getByLabel('Cardholder name').fill('Jane Buyer');
  await pay.getByRole('button', { name: /Pay/ }).click();
  await expect(pay.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);
  const href = await pay.getByRole('link', { name: 'travel-guide.pdf' }).getAttribute('href');
  const file = await pay.request.get(href!);
  expect(sha256(await file.body())).toBe(sha256(content));
  await customer.close();
});

test('a file just over 2 GB is refused at once, by size, without sending it', async ({ page }) => {
  await signInAsAdmin(page);
  const dialog = await openCreateForm(page);
  const directory = await mkdtemp(join(tmpdir(), 'paydesk-upload-'));
  // Sparse: 2 GB + 1 byte on paper, nothing on disk.
  const path = join(directory, 'film.mov');
  await writeFile(path, '');
  await truncate(path, MAX + 1);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/uploads')) sent.push(request.url());
  });
  try {
    await dialog.locator('input[type="file"]').setInputFiles(path);
    await expect(dialog.getByRole('alert')).toHaveText('File is larger than 2 GB');
    await expect(dialog.getByText('film.mov')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Retry film.mov' })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(sent).toEqual([]);
    await expectNoAxeViolationsInBothThemes(page);
    await dialog.getByRole('button', { name: 'Remove film.mov' }).click();
    await expect(dialog.getByText('film.mov')).toHaveCount(0);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
});
