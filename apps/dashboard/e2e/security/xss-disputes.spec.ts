/**
 * Stored XSS in dispute evidence: its text and its attachments' names on the dispute page, and attachments whose
 * content is active (HTML, SVG) downloaded from this origin.
 */
import { expect, signIn, test } from '../fixtures';
import { watchXss } from './xss/detect';
import { FIELDS, payloadRuns, valuesFor } from './xss/fields';
import { XSS_HOOK } from './xss/payloads';
import { merchantScope, openDisputes, submitEvidence } from './xss/store';

const ADMIN = 'admin@paydesk.test';
/** The emulator takes at most 10 attachments per evidence (DISPUTE_EVIDENCE_MAX_FILES). */
const FILES_PER_EVIDENCE = 10;
/** Markers of the active files' content (beyond every field's markers). */
const ACTIVE_FILE_MARKER = 9_900;
const OPAQUE_TYPE = 'application/octet-stream';

test.use({ viewport: { width: 1500, height: 2200 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('evidence text and attachment names show as text on the dispute pages', async ({
  page,
}, testInfo) => {
  const xss = await watchXss(page, testInfo);
  await signIn(page, ADMIN);
  const { organizationId } = await merchantScope(page.request);
  const disputes = await openDisputes(page.request, organizationId);
  const runs = payloadRuns(FILES_PER_EVIDENCE);
  expect(disputes.length, 'an open dispute per run of payloads').toBeGreaterThanOrEqual(
    runs.length,
  );

  for (const [index, run] of runs.entries()) {
    const texts = valuesFor(FIELDS.evidenceText, run).map((value) => value.text);
    expect(texts, 'one evidence text holds the run').toHaveLength(1);
    const names = valuesFor(FIELDS.evidenceFileName, run).map((value) => value.text);
    const files = names.map((name) => ({ name, mimeType: 'text/plain', content: 'evidence' }));
    await submitEvidence(page.request, disputes[index]!, texts[0]!, files);
    xss.stored(FIELDS.evidenceText.label, run);
    xss.stored(FIELDS.evidenceFileName.label, run);

    await page.goto(`/disputes/${disputes[index]}`);
    await expect(page.getByRole('heading', { name: 'Submitted evidence' })).toBeVisible();
    await xss.inspect(`dispute with evidence run ${index + 1}`, [texts[0]!, ...names]);
  }
  await xss.finish();
});

test('evidence entered in the form: statement and file names while uploading and once submitted', async ({
  page,
}, testInfo) => {
  const xss = await watchXss(page, testInfo);
  await signIn(page, ADMIN);
  const { organizationId } = await merchantScope(page.request);
  const disputes = await openDisputes(page.request, organizationId);
  for (const [index, run] of payloadRuns(FILES_PER_EVIDENCE).entries()) {
    const text = valuesFor(FIELDS.evidenceText, run)[0]!.text;
    const names = valuesFor(FIELDS.evidenceFileName, run).map((value) => value.text);
    await page.goto(`/disputes/${disputes[index]}`);
    await page.getByRole('textbox', { name: 'Statement' }).fill(text);
    await page
      .locator('input[type="file"]')
      .setInputFiles(
        names.map((name) => ({ name, mimeType: 'text/plain', buffer: Buffer.from('evidence') })),
      );
    // Every file listed as uploaded, its name verbatim, escape sequences included
    // (shared/i18n/verbatimValues.ts).
    await expect(page.locator('li[data-status="done"]')).toHaveCount(names.length);
    await xss.inspect(`evidence form, run ${index + 1}`, names);
    await page.getByRole('button', { name: 'Submit evidence' }).click();
    await page
      .getByRole('alertdialog', { name: 'Submit this evidence?' })
      .getByRole('button', { name: 'Submit evidence' })
      .click();
    await expect(page.getByRole('heading', { name: 'Submitted evidence' })).toBeVisible();
    await xss.inspect(`evidence submitted in the form, run ${index + 1}`, [text, ...names]);
    xss.stored(FIELDS.evidenceText.label, run);
    xss.stored(FIELDS.evidenceFileName.label, run);
  }
  await xss.finish();
});

test('evidence files with HTML or SVG content download as opaque bytes and never run', async ({
  page,
}, testInfo) => {
  const xss = await watchXss(page, testInfo);
  await signIn(page, ADMIN);
  const { organizationId } = await merchantScope(page.request);
  const [dispute] = await openDisputes(page.request, organizationId);
  const active = [
    {
      name: 'statement.html',
      mimeType: 'text/html',
      content: `<script>${XSS_HOOK}(${ACTIVE_FILE_MARKER})</script>`,
    },
    {
      name: 'receipt.svg',
      mimeType: 'image/svg+xml',
      content: `<svg xmlns="http://www.w3.org/2000/svg" onload="${XSS_HOOK}(${ACTIVE_FILE_MARKER + 1})"/>`,
    },
  ];
  const ids = await submitEvidence(page.request, dispute!, 'Active attachments', active);

  for (const id of ids) {
    const response = await page.request.get(`/api/files/${id}`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], 'served as opaque bytes').toBe(OPAQUE_TYPE);
    expect(headers['content-disposition'], 'always a download').toMatch(/^attachment;/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  }

  await page.goto(`/disputes/${dispute}`);
  for (const { name } of active) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name }).click();
    expect((await download).suggestedFilename()).toBe(name);
  }
  // Opened directly, the file downloads too instead of rendering on this origin.
  for (const id of ids) {
    const download = page.waitForEvent('download');
    await page.goto(`/api/files/${id}`).catch(() => undefined);
    await download;
  }
  await page.goto(`/disputes/${dispute}`);
  await xss.inspect(
    'dispute with active attachments',
    active.map((file) => file.name),
  );
  await xss.finish();
});
