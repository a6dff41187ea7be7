import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';
import { sidebarReady } from './sidebar';

// Translations end to end against the emulator: German added (a second time refused at its field with the spec's
// 'Language already exists'), a malformed file refused with 'Incorrect format' and its line (nothing imported), a
// PO file imported, a key edited by hand, and the hosted payment page of a demo link shown in German by ?lang=de
// and by the browser's language; exports download. A user without translations.read meets not-found. Zero axe
// violations on each screen, light and dark.
test.use({ viewport: { width: 1500, height: 1400 } });
test.describe.configure({ timeout: 150_000 });

const DEMO_LINK = '/pay/demo-invoice-1042';

const GERMAN_PO = `msgid ""
msgstr ""
"Language: de\\n"

msgctxt "payPage.cardNumber"
msgid "Card number"
msgstr "Kartennummer"

msgctxt "payPage.payAmount"
msgid "Pay {amount}"
msgstr "{amount} bezahlen"

msgctxt "payPage.holderName"
msgid "Cardholder name"
msgstr "Name des Karteninhabers"
`;

/** Axe once toasts are gone and the pointer rests nowhere. */
async function expectAccessible(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolationsInBothThemes(page);
}

async function importText(page: Page, name: string, content: string) {
  await page.getByRole('button', { name: 'Import file' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import translations' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: name.endsWith('.po') ? 'text/x-gettext-translation' : 'application/json',
    buffer: Buffer.from(content, 'utf8'),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  return dialog;
}

test('a new language with an imported file changes the hosted payment page', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@paydesk.test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Translations', exact: true }).click();
  await expect(page).toHaveTitle('Translations · Paydesk');
  await expect(page.getByText('No languages yet')).toBeVisible();
  await expectAccessible(page);

  // Add German; it opens.
  await page.getByRole('button', { name: 'Add language' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add language' });
  await dialog.getByRole('textbox', { name: 'Language code' }).fill('de');
  await dialog.getByRole('button', { name: 'Add language' }).click();
  await expect(page).toHaveURL(/\/translations\/de$/);
  await expect(page.getByRole('heading', { name: 'German', level: 1 })).toBeVisible();

  // A second time: refused at its field with the spec's words, what was typed kept.
  await page.goto('/translations');
  await page.getByRole('button', { name: 'Add language' }).click();
  dialog = page.getByRole('dialog', { name: 'Add language' });
  const code = dialog.getByRole('textbox', { name: 'Language code' });
  await code.fill('DE');
  await dialog.getByRole('button', { name: 'Add language' }).click();
  await expect(dialog.getByText('Language already exists')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveValue('DE');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  const row = page
    .getByRole('grid', { name: 'Languages' })
    .getByRole('row')
    .filter({ hasText: 'German' });
  await expect(row).toContainText('0 of');
  await expectAccessible(page);
  await row.getByText('German').click();
  await expect(page).toHaveURL(/\/translations\/de$/);
  await expectAccessible(page);

  // A malformed file: 'Incorrect format' with its line; nothing imported.
  dialog = await importText(
    page,
    'broken.json',
    '{\n  "payPage.cardNumber": "Kartennummer",\n  "payPage.cvc" "CVC"\n}\n',
  );
  await expect(dialog.getByText('Incorrect format (line 3)')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const cardNumber = page.getByRole('textbox', { name: 'German text of payPage.cardNumber' });
  await expect(cardNumber).toHaveValue('');

  // A good PO file.
  dialog = await importText(page, 'de.po', GERMAN_PO);
  await expect(dialog).toBeHidden();
  await expect(cardNumber).toHaveValue('Kartennummer');

  // One key by hand; a placeholder dropped is refused at that key.
  const declined = page.getByRole('textbox', { name: 'German text of payPage.declined' });
  await declined.fill('Ihre Karte wurde abgelehnt. Versuchen Sie eine andere Karte.');
  const payAmount = page.getByRole('textbox', { name: 'German text of payPage.payAmount' });
  await payAmount.fill('Jetzt bezahlen');
  await page.getByRole('button', { name: 'Save translations' }).click();
  await expect(page.getByText('Keep the placeholders of the English text')).toBeVisible();
  await payAmount.fill('{amount} bezahlen');
  await page.getByRole('button', { name: 'Save translations' }).click();
  await expect(page.getByText('Translations saved')).toBeVisible();

  // Missing only, in the URL.
  const missingOnly = page.getByRole('switch', { name: 'Missing only' });
  await missingOnly.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/missing=true/);
  await expect(cardNumber).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'German text of payPage.cvc' })).toBeVisible();
  await expectAccessible(page);
  await missingOnly.focus();
  await page.keyboard.press('Space');

  // Export downloads the file the provider wrote.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PO' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('translations-de.po');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toContain(
    'msgctxt "payPage.cardNumber"\nmsgid "Card number"\nmsgstr "Kartennummer"',
  );

  // The hosted payment page of a demo link: German by ?lang=de, English without, German by the browser's language.
  const customer = await page.context().newPage();
  await customer.goto(`${DEMO_LINK}?lang=de`);
  await expect(customer.locator('html')).toHaveAttribute('lang', 'de');
  await expect(customer.getByRole('textbox', { name: 'Kartennummer' })).toBeVisible();
  await expect(customer.getByRole('textbox', { name: 'Name des Karteninhabers' })).toBeVisible();
  await expect(customer.getByRole('button', { name: /249[.,]00 EUR bezahlen/ })).toBeVisible();
  // A key left empty reads in English.
  await expect(customer.getByRole('textbox', { name: 'CVC' })).toBeVisible();
  await customer.goto(DEMO_LINK);
  await expect(customer.getByRole('textbox', { name: 'Card number' })).toBeVisible();
  const german = await browser.newContext({ locale: 'de-DE' });
  const reader = await german.newPage();
  await reader.goto(DEMO_LINK);
  await expect(reader.getByRole('textbox', { name: 'Kartennummer' })).toBeVisible();
  await german.close();
});

test('without translations.read the page does not exist and the entry is hidden', async ({
  page,
}) => {
  await signIn(page, 'support@paydesk.test');
  const nav = await sidebarReady(page);
  await expect(nav.getByRole('link', { name: 'Translations', exact: true })).toHaveCount(0);
  await page.goto('/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
