/**
 * The detector's own check: rendered as markup (innerHTML, on a blank page without a policy), the payloads do run
 * and do leave elements behind — so "0 executions, nothing injected" on the product's screens means something.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { injectionsIn, watchXss } from './xss/detect';
import { FIELDS, MARKER_BASE, renderPayload } from './xss/fields';
import { PAYLOADS } from './xss/payloads';

/** Payloads that must run when set as innerHTML (handlers that fire without a user; svg onload does not there). */
const MUST_RUN = ['img onerror', 'audio onerror', 'details ontoggle', 'alert dialog'];
/** Payloads that must leave something the DOM check sees. */
const MUST_BE_SEEN = ['script', 'anchor javascript:', 'plain markup', 'iframe srcdoc', 'base href'];

/** Puts `markups` into the page as HTML, each in its own element (replacing what was there). */
async function parseAsHtml(page: Page, markups: readonly string[]) {
  await page.evaluate((html) => {
    const root = document.getElementById('root')!;
    root.replaceChildren();
    for (const markup of html) {
      const host = document.createElement('div');
      host.innerHTML = markup;
      root.append(host);
    }
  }, markups);
}

const FIELD = FIELDS.organizationName;
const indexOf = (label: string) => PAYLOADS.findIndex((payload) => payload.label === label);
const markerOf = (label: string) => FIELD.id * MARKER_BASE + indexOf(label);
const rendered = (label: string) => renderPayload(FIELD, indexOf(label));

test('payloads parsed as HTML run and are seen, so the XSS checks can fail', async ({
  page,
}, testInfo) => {
  const xss = await watchXss(page, testInfo);
  await page.setContent('<main id="root"></main>');
  await parseAsHtml(page, MUST_RUN.map(rendered));
  const markers = MUST_RUN.map((label) => ({ label, marker: String(markerOf(label)) }));
  await expect
    .poll(() =>
      markers
        .filter(({ marker }) => !xss.executions.some((execution) => execution.includes(marker)))
        .map(({ label }) => label),
    )
    .toEqual([]);
  for (const label of MUST_BE_SEEN) {
    await parseAsHtml(page, [rendered(label)]);
    expect(await injectionsIn(page), label).not.toEqual([]);
  }
});
