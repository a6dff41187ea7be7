/**
 * The support mailbox (issue 19): a question asked from a transaction's page is answered live by the emulator's
 * support desk (the conversation, the list and the sidebar badge follow without a reload), a file attached to a
 * reply downloads back byte-identical, a supervisor sets the topic done, the draft survives a reload, another
 * organization's file is refused, and every screen has zero axe violations in light and dark.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { advanceClock, expect, signIn, test } from './fixtures';
import { findTransaction, merchantScope } from './security/xss/store';

test.use({ viewport: { width: 1500, height: 2200 } });
test.describe.configure({ timeout: 150_000 });

const ADMIN = 'admin@paydesk.test';
/** SUPPORT_ANSWER_DELAY_MS and a little more: the emulator's clock job answers what is due. */
const PAST_ANSWER_DELAY_MS = 2_500;

const badge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mailbox' });
const topicList = (page: Page) => page.getByRole('list', { name: 'Topics' });
const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
/** The messages themselves (an attachment list inside one has list items too). */
const messageItems = (page: Page) => messages(page).locator(':scope > li');

async function openFirstTransaction(page: Page): Promise<string> {
  const { organizationId } = await merchantScope(page.request);
  const id = await findTransaction(page.request, organizationId, []);
  await page.goto(`/transactions/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return id;
}

test('ask about a transaction, support answers live, attach and download a file, set the topic done', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await expect(badge(page)).toHaveAccessibleDescription('3 new');
  const transactionId = await openFirstTransaction(page);

  await page.getByRole('button', { name: 'Ask support about this' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask support' });
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    `Question about transaction ${transactionId}`,
  );
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Was this payment settled?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/mailbox\/top_[^/?]+$/);
  await expect(messageItems(page).first()).toContainText('Was this payment settled?');
  await expect(page.getByRole('link', { name: transactionId, exact: true })).toHaveAttribute(
    'href',
    `/transactions/${transactionId}`,
  );
  const row = topicList(page).getByRole('link', { name: new RegExp(transactionId) });
  await expect(row).toBeVisible();

  // Support answers after the delay: pushed, so the conversation, the row and the badge follow without a reload.
  await advanceClock(page.request, PAST_ANSWER_DELAY_MS);
  await expect(messageItems(page)).toHaveCount(2);
  await expect(messageItems(page).nth(1)).toContainText('Paydesk Support');
  await expect(row).toContainText('Answered');
  await expect(badge(page)).toHaveAccessibleDescription('3 new');
  // Support's link is a safe link to a new tab.
  const statusLink = messages(page).getByRole('link', { name: 'https://status.paydesk.example' });
  await expect(statusLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(statusLink).toHaveAttribute('target', '_blank');

  // A draft survives a reload until it is sent.
  const reply = page.getByRole('textbox', { name: 'Reply' });
  await reply.fill('Here is the receipt.');
  await page.reload();
  await expect(reply).toHaveValue('Here is the receipt.');

  // A file of a type the mailbox does not take is refused at the file, before anything is sent.
  await page.locator('input[type=file]').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText('This file type is not allowed')).toBeVisible();
  await page.getByRole('button', { name: /Remove tool\.exe/ }).click();

  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 7) % 256));
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages(page)).toContainText('Here is the receipt.');
  await expect(messages(page).getByRole('button', { name: 'receipt.pdf' })).toBeVisible();
  await expect(reply).toHaveValue('');
  await page.reload();
  await expect(reply).toHaveValue('');

  const downloading = page.waitForEvent('download');
  await messages(page).getByRole('button', { name: 'receipt.pdf' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('receipt.pdf');
  expect(Buffer.compare(await readFile((await download.path())!), bytes)).toBe(0);

  // Support answers the receipt too: waited for here, or its answer could land after Done and reopen the topic.
  await advanceClock(page.request, PAST_ANSWER_DELAY_MS);
  await expect(messageItems(page)).toHaveCount(4);

  // A supervisor (the admin holds topics.supervisor) sets it done.
  await page.getByRole('button', { name: /Topic status/ }).press('Enter');
  await page.getByRole('option', { name: 'Done' }).click();
  await expect(row).toContainText('Done');

  // The filters live in the URL.
  await page.goto(`/mailbox?status=${encodeURIComponent(JSON.stringify(['resolved']))}`);
  await expect(
    topicList(page).getByRole('link', { name: new RegExp(transactionId) }),
  ).toBeVisible();
  await expect(topicList(page).getByRole('listitem')).toHaveCount(2);
});

test("another organization's file is refused with 403", async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.goto('/mailbox');
  await page.getByRole('link', { name: /Settlement for last week is missing/ }).click();
  const sent = page.waitForResponse(
    (response) => response.url().includes('/api/files/') && response.request().method() === 'PUT',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('secret') });
  const fileId = (await sent).url().split('/').at(-1)!;
  await page.getByRole('textbox', { name: 'Reply' }).fill('See the note');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(messages(page).getByRole('button', { name: 'note.txt' })).toBeVisible();

  const outsider = await browser.newContext();
  const other = await outsider.newPage();
  await signIn(other, 'newcomer@paydesk.test');
  const refused = await other.request.get(`/api/files/${fileId}`);
  expect(refused.status()).toBe(403);
  await outsider.close();
});

test('the inbox and a conversation have no axe violations, light and dark', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/mailbox');
  await expect(topicList(page).getByRole('listitem')).toHaveCount(6);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('link', { name: /Please enable Apple Pay/ }).click();
  await expect(messageItems(page)).toHaveCount(2);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'New topic' }).click();
  await expect(page.getByRole('dialog', { name: 'Ask support' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});
