import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * Time each axe pass adds to the test's budget: a full-page analysis of a dense screen takes 5–20 s on a loaded
 * 2-core CI machine, so a test that checks two themes cannot fit them in the default budget of its steps.
 */
const AXE_PASS_BUDGET_MS = 30_000;

/**
 * Page-structure rules that cannot hold while a modal dialog is open: the page behind it is inert by design
 * (react-aria marks it so), which hides its main landmark and h1 from axe as from assistive technology.
 */
const PAGE_STRUCTURE_RULES = ['landmark-one-main', 'page-has-heading-one'];

/**
 * react-aria's page-wide live region: a pending button announces itself there by reference to its own id, and the
 * announcement outlives the button for seconds after the page moves on, so axe would meet a reference to a gone
 * node. It is visually hidden and read by screen readers only; the buttons themselves are checked where they are.
 */
const LIVE_ANNOUNCER = '[data-live-announcer]';

/** Fails the test on any axe violation, listing each rule and the elements it found. */
export async function expectNoAxeViolations(page: Page) {
  test.info().setTimeout(test.info().timeout + AXE_PASS_BUDGET_MS);
  // react-aria marks everything outside an open modal inert.
  const modalOpen = (await page.locator('[inert]').count()) > 0;
  const builder = new AxeBuilder({ page }).exclude(LIVE_ANNOUNCER);
  if (modalOpen) builder.disableRules(PAGE_STRUCTURE_RULES);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Runs the check in the light and the dark colour scheme. */
export async function expectNoAxeViolationsInBothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Colours change with a short transition: axe must read the finished scheme, not a frame between the two.
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation instanceof CSSTransition)
            .map((animation) => animation.finished.catch(() => {})),
        ),
        new Promise((resolve) => setTimeout(resolve, 1_000)),
      ]),
    );
    await expectNoAxeViolations(page);
  }
}
