import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { advanceClock, expect, signIn, test } from './fixtures';

// Dispute deadline reminders (issue 20): as the emulator clock passes 7, 3 and 1 days before a dispute's response
// deadline, a toast arrives over the push channel and a support message in the mailbox topic about the dispute;
// the disputes list sorts by time left and filters to what is due within 1, 3 or 7 days (in the URL).
test.use({ viewport: { width: 1500, height: 1400 } });

const ADMIN = 'admin@paydesk.test';
const DAY = 86_400_000;
const MINUTE = 60_000;

/** Waiting for the merchant, nearest deadline first: the dispute the reminders are about. */
const byTimeLeftUrl = `/disputes?state=${encodeURIComponent(JSON.stringify(['merchant-action-required']))}&sort=responseDeadline`;

const grid = (page: Page) => page.getByRole('grid', { name: 'Disputes' });

/** The first listed dispute's id and response deadline. */
async function firstDispute(page: Page): Promise<{ id: string; deadline: number }> {
  const row = grid(page).getByRole('row').nth(1);
  await expect(row).toBeVisible({ timeout: 30_000 });
  const href = await row.getByRole('link').first().getAttribute('href');
  const deadline = await row.locator('time').getAttribute('datetime');
  const id = decodeURIComponent(href!.split('/').at(-1)!);
  return { id, deadline: Date.parse(deadline!) };
}

test('each reminder arrives as a toast and a mailbox message as the clock passes its threshold', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  await page.goto(byTimeLeftUrl);
  const dispute = await firstDispute(page);

  for (const days of [7, 3, 1]) {
    // Just before the threshold; signed in again, since days of clock jumps end an idle session.
    const now = await advanceClock(request);
    await advanceClock(request, Math.max(0, dispute.deadline - days * DAY - MINUTE - now));
    await signIn(page, ADMIN);
    await page.goto('/disputes');
    await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await advanceClock(request, 2 * MINUTE);

    const toast = page
      .getByRole('alertdialog')
      .or(page.getByRole('alert'))
      .filter({ hasText: days === 1 ? 'within 1 day' : `within ${days} days` });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(dispute.id);

    await page.goto('/mailbox');
    await page
      .getByRole('link', { name: new RegExp(`Response deadline for dispute ${dispute.id}`) })
      .click();
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem')).toHaveCount([7, 3, 1].indexOf(days) + 1);
    await expect(messages.getByRole('listitem').last()).toContainText(
      days === 1 ? 'within 1 day' : `within ${days} days`,
    );
    await expect(page.getByRole('link', { name: dispute.id, exact: true })).toBeVisible();
  }
});

test('the disputes list sorts and filters by time left, in the URL', async ({ page, request }) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  await page.goto(byTimeLeftUrl);
  const dispute = await firstDispute(page);
  // Two days before its deadline: due within 3 and 7 days, not within 1.
  const now = await advanceClock(request);
  await advanceClock(request, dispute.deadline - 2 * DAY - now);
  await signIn(page, ADMIN);

  await page.goto('/disputes?sort=responseDeadline&due=3');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const rows = grid(page).getByRole('row');
  await expect(rows.filter({ hasText: dispute.id })).toHaveCount(1);
  const deadlines = await grid(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(deadlines.length).toBeGreaterThan(0);
  expect([...deadlines].sort((a, b) => a - b)).toEqual(deadlines);
  const clock = await advanceClock(request);
  for (const deadline of deadlines) expect(deadline - clock).toBeLessThanOrEqual(3 * DAY);
  await expect(page.getByRole('columnheader', { name: /Time left/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await page.goto('/disputes?sort=responseDeadline&due=1');
  await expect(grid(page).getByRole('row').filter({ hasText: dispute.id })).toHaveCount(0);
});
