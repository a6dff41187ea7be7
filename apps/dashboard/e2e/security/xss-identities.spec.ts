/** Stored XSS in identity names (identities/patch): the identity select page lists them as buttons. */
import { expect, submitLogin, test } from '../fixtures';
import { watchXss } from './xss/detect';
import { FIELDS, valuesFor } from './xss/fields';
import { PAYLOADS } from './xss/payloads';
import { identitySessions } from './xss/sessions';
import { renameIdentity } from './xss/store';

/** The demo account with two identities (Acme Commerce, Globex Payments). */
const MULTI = 'multi@paydesk.test';
const EVERY_PAYLOAD = PAYLOADS.map((_, index) => index);

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

test('identity names show as text on the identity select page', async ({
  page,
  baseURL,
}, testInfo) => {
  const xss = await watchXss(page, testInfo);
  const sessions = await identitySessions(baseURL!, MULTI);
  const names = valuesFor(FIELDS.identityName, EVERY_PAYLOAD).map((value) => value.text);
  try {
    // Each round renames every identity, then signs in to see them side by side.
    for (let start = 0; start < names.length; start += sessions.length) {
      const round = names.slice(start, start + sessions.length);
      for (const [index, name] of round.entries())
        await renameIdentity(sessions[index]!.request, sessions[index]!.identityId, name);
      await page.goto('/login');
      await submitLogin(page, MULTI);
      await expect(page.getByRole('heading', { name: 'Choose a workspace' })).toBeVisible();
      await xss.inspect(`identity select, names ${start + 1}–${start + round.length}`, round);
    }
  } finally {
    for (const session of sessions) await session.request.dispose();
  }
  xss.stored(FIELDS.identityName.label, EVERY_PAYLOAD);
  await xss.finish();
});
