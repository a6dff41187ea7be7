/** Stored XSS in organization names (switcher menu and button, projects page) and numbers (refused). */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { watchXss } from './xss/detect';
import { FIELDS, payloadRuns, REFUSED_FIELDS, renderPayload, valuesFor } from './xss/fields';
import { PAYLOADS } from './xss/payloads';
import { createOrganizations, merchantScope, tryOrganizationNumbers } from './xss/store';

const ADMIN = 'admin@paydesk.test';
/** Payloads per test: creating and viewing this many stays under the emulator's API rate limit. */
const RUN_SIZE = 20;
/** Registration numbers of created organizations start here (the seed uses 300123xx). */
const FIRST_NUMBER = 70_000_000;
/** Where the dashboard remembers the selected organization (SPEC §3). */
const SELECTED_ORGANIZATION_KEY = 'selectedOrganization';

// The expanded sidebar (above 1400 px) shows the switcher's name.
test.use({ viewport: { width: 1500, height: 1200 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const switcher = (page: Page) => page.getByRole('button', { name: /^Organization/ });

for (const run of payloadRuns(RUN_SIZE)) {
  test(`organization names show as text, payloads ${run[0]}–${run.at(-1)}`, async ({
    page,
  }, testInfo) => {
    const xss = await watchXss(page, testInfo);
    await signIn(page, ADMIN);
    const { merchantId } = await merchantScope(page.request);
    const names = valuesFor(FIELDS.organizationName, run).map((value) => value.text);
    const ids = await createOrganizations(page.request, merchantId, names, FIRST_NUMBER + run[0]!);
    xss.stored(FIELDS.organizationName.label, run);

    await page.reload();
    await switcher(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await xss.inspect('organization switcher menu', names);
    await page.keyboard.press('Escape');

    for (const [index, id] of ids.entries()) {
      await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
        key: SELECTED_ORGANIZATION_KEY,
        value: id,
      });
      await page.goto('/projects');
      await expect(page.getByText(/^Live and sandbox projects of/)).toBeVisible();
      await xss.inspect(`projects page and switcher of organization ${run[index]}`, [
        names[index]!,
      ]);
    }
    await xss.finish();
  });
}

test('organization numbers take 8 digits only: every payload is refused', async ({ page }) => {
  await signIn(page, ADMIN);
  const { merchantId } = await merchantScope(page.request);
  const numbers = PAYLOADS.map((_, index) =>
    renderPayload(REFUSED_FIELDS.organizationNumber, index),
  );
  const answers = await tryOrganizationNumbers(page.request, merchantId, numbers);
  for (const [index, answer] of answers.entries()) {
    const pointers = answer.errors?.map((error) => error.source?.pointer);
    expect(pointers, `number ${JSON.stringify(numbers[index])}`).toContain(
      '/data/attributes/number',
    );
  }
});
