import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { advanceClock, expect, readOutbox, signIn, test } from './fixtures';

// Scheduled reports (issue 20): a weekly schedule delivered by email runs when the emulator clock passes its time;
// the run is listed with a link to its report, and the email with the report arrives in the outbox.
test.use({ viewport: { width: 1500, height: 1400 } });

const ADMIN = 'admin@paydesk.test';
const TO = 'weekly-reports@example.com';
const MINUTE = 60_000;

const schedules = (page: Page) => page.getByRole('grid', { name: 'Report schedules' });

test('a weekly schedule by email runs when the clock passes its time and arrives in the outbox', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  await page.goto('/reports');
  await page.getByRole('tab', { name: 'Schedules' }).click();
  await expect(page).toHaveURL(/[?&]view=schedules/);
  await expect(schedules(page)).toBeVisible({ timeout: 30_000 });
  await expect(schedules(page)).toContainText('No schedules');
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('button', { name: 'Schedule report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a report' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Day of the week/ }).click();
  await page.getByRole('option', { name: 'Wednesday' }).click();
  await dialog.getByRole('textbox', { name: /^Time/ }).fill('09:30');
  await dialog.getByRole('button', { name: /Time zone/ }).click();
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await dialog.getByText('Send by email').click();
  await expect(dialog.getByRole('radio', { name: 'Send by email' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(TO);
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole('button', { name: 'Schedule report' }).click();
  await expect(dialog).toBeHidden();

  const row = schedules(page).getByRole('row').nth(1);
  await expect(row).toContainText('Weekly, Wednesday, 09:30 Europe/Berlin');
  await expect(row).toContainText(`Email to ${TO}`);
  await expect(row).toContainText('Not run yet');
  await expectNoAxeViolationsInBothThemes(page);
  expect(await readOutbox(request, TO)).toHaveLength(0);

  // Just past its next run (a Wednesday, 09:30 in Berlin) on the emulator clock.
  const now = await advanceClock(request);
  const wednesday = nextBerlinWednesday0930(now);
  await advanceClock(request, wednesday - now + MINUTE);

  await expect
    .poll(async () => (await readOutbox(request, TO)).length, { timeout: 20_000 })
    .toBe(1);
  const [mail] = await readOutbox(request, TO);
  expect(mail!.subject).toMatch(/^Your report is ready: processing-transactions-\d{8}-\d{8}\.csv$/);
  const reportPath = new URL(mail!.links[0]!).pathname;

  // Days of clock ended the session: sign in again and see the run with a link to its report.
  await signIn(page, ADMIN);
  await page.goto('/reports?view=schedules');
  const run = schedules(page)
    .getByRole('row')
    .nth(1)
    .getByRole('link', { name: /processing-transactions-/ });
  await expect(run).toBeVisible({ timeout: 30_000 });
  await expect(run).toHaveAttribute('href', reportPath);
  await run.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Processing transactions' }),
  ).toBeVisible();

  // Removed (asked first): the list no longer shows it by the time the toast says so; its report stays.
  await page.goBack();
  await schedules(page).getByRole('row').nth(1).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this schedule?' });
  await expect(confirm).toContainText('No more reports are made on it. The reports it made stay.');
  await confirm.getByRole('button', { name: 'Remove schedule' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Schedule removed')).toBeVisible();
  await expect(schedules(page)).toContainText('No schedules');
  await page.goto(reportPath);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Processing transactions' }),
  ).toBeVisible();
});

/** The first Wednesday 09:30 Europe/Berlin after `now` (CET or CEST), in ms. */
function nextBerlinWednesday0930(now: number): number {
  for (let day = 0; day <= 8; day += 1) {
    const date = new Date(now + day * 86_400_000);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    }).formatToParts(date);
    const part = (type: string) => local.find((item) => item.type === type)!.value;
    if (part('weekday') !== 'Wed') continue;
    const ymd = `${part('year')}-${part('month')}-${part('day')}`;
    for (const offset of ['+01:00', '+02:00']) {
      const at = Date.parse(`${ymd}T09:30:00${offset}`);
      const hour = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }).format(at);
      if (hour === '09:30' && at > now) return at;
    }
  }
  throw new Error('no Wednesday within 8 days');
}
