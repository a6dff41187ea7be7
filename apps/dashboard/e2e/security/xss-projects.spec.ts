/** Stored XSS in project names and websites: projects list, home project select, project pages. */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { watchXss, type XssWatch } from './xss/detect';
import { FIELDS, payloadRuns, renderPayload } from './xss/fields';
import { createProjects, merchantScope } from './xss/store';

const ADMIN = 'admin@paydesk.test';
/** Payloads per test: creating and viewing this many stays under the emulator's API rate limit. */
const RUN_SIZE = 20;

// Tall enough that the projects table renders every row (it only mounts rows in view).
test.use({ viewport: { width: 1500, height: 2200 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** The home's project Select: its button is named by the chosen value, then its label. */
const projectSelect = (page: Page) => page.getByRole('button', { name: / Project$/ });

/** Home: the project select's options, then each project chosen in turn. */
async function viewHomeSelect(page: Page, xss: XssWatch, names: readonly string[]) {
  await page.goto('/');
  await projectSelect(page).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await xss.inspect('home project select, open', names);
  await page.keyboard.press('Escape');
  for (const name of names) {
    await projectSelect(page).click();
    const index = (await options.allTextContents()).indexOf(name);
    expect(index, `option ${JSON.stringify(name)}`).toBeGreaterThanOrEqual(0);
    await options.nth(index).click();
    await expect(page).toHaveURL(/[?&]project=/);
    await xss.inspect('home with a project chosen', [name]);
  }
}

for (const run of payloadRuns(RUN_SIZE)) {
  test(`project names and websites show as text, payloads ${run[0]}–${run.at(-1)}`, async ({
    page,
  }, testInfo) => {
    const xss = await watchXss(page, testInfo);
    await signIn(page, ADMIN);
    const { organizationId } = await merchantScope(page.request);
    const projects = run.map((index) => ({
      name: renderPayload(FIELDS.projectName, index),
      url: renderPayload(FIELDS.projectUrl, index),
    }));
    const ids = await createProjects(page.request, organizationId, projects);
    xss.stored(FIELDS.projectName.label, run);
    xss.stored(FIELDS.projectUrl.label, run);
    const names = projects.map((project) => project.name);

    await page.goto('/projects');
    await expect(page.getByRole('grid', { name: 'Projects' })).toBeVisible();
    await xss.inspect('projects list', names);

    await viewHomeSelect(page, xss, names);

    for (const [index, id] of ids.entries()) {
      await page.goto(`/projects/${id}`);
      await expect(page.getByRole('heading', { name: 'Payment channels' })).toBeVisible();
      await xss.inspect(`project page ${run[index]}`, [
        projects[index]!.name,
        projects[index]!.url,
      ]);
    }
    await xss.finish();
  });
}
