/** Stored XSS in refund, capture and cancel reasons: the child transaction pages show them in Meta. */
import { expect, signIn, test } from '../fixtures';
import { watchXss } from './xss/detect';
import { FIELDS, type Field, valuesFor } from './xss/fields';
import { PAYLOADS } from './xss/payloads';
import { findTransaction, merchantScope, operate, type Operation } from './xss/store';

const ADMIN = 'admin@paydesk.test';
const EVERY_PAYLOAD = PAYLOADS.map((_, index) => index);

type Filter = [string, string, string];
/** Transactions each operation applies to (transactionOperationLimits in the api-client). */
const SUCCESSFUL_CHARGE: Filter[] = [
  ['type', '=', 'charge'],
  ['status', '=', 'successful'],
];
const OPEN_AUTHORIZATION: Filter[] = [
  ['type', '=', 'charge-authorize'],
  ['status', '=', 'uncaptured'],
];

const OPERATIONS: { operation: Operation; field: Field; filters: Filter[] }[] = [
  { operation: 'refund', field: FIELDS.refundReason, filters: SUCCESSFUL_CHARGE },
  { operation: 'capture', field: FIELDS.captureReason, filters: OPEN_AUTHORIZATION },
  { operation: 'cancel', field: FIELDS.cancelReason, filters: OPEN_AUTHORIZATION },
];

test.use({ viewport: { width: 1600, height: 1400 }, actionTimeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

for (const { operation, field, filters } of OPERATIONS) {
  test(`${operation} reasons show as text on the transaction pages`, async ({ page }, testInfo) => {
    const xss = await watchXss(page, testInfo);
    await signIn(page, ADMIN);
    const { organizationId } = await merchantScope(page.request);
    const original = await findTransaction(page.request, organizationId, filters);
    const reasons = valuesFor(field, EVERY_PAYLOAD).map((value) => value.text);
    // One minor unit each: the original has room for every reason.
    const children = await operate(page.request, operation, original, reasons);
    xss.stored(field.label, EVERY_PAYLOAD);

    await page.goto(`/transactions/${original}`);
    await expect(page.getByRole('list', { name: 'Related transactions' })).toBeVisible();
    await xss.inspect(`${operation}: the original with its related transactions`);
    for (const [index, child] of children.entries()) {
      await page.goto(`/transactions/${child}`);
      await expect(page.getByRole('heading', { name: 'Meta' })).toBeVisible();
      await xss.inspect(`${operation} ${index + 1} of ${children.length}`, [reasons[index]!]);
    }
    await xss.finish();
  });
}
