/**
 * Stored XSS in the mailbox: topic subjects and texts, message texts, attachment names. This stores them, checks the
 * server keeps them verbatim, and views the shell that counts them, the inbox that lists them and the conversation
 * that shows them: everything as text, nothing runs.
 */
import { expect, signIn, test } from '../fixtures';
import { watchXss } from './xss/detect';
import { FIELDS, valuesFor } from './xss/fields';
import { PAYLOADS } from './xss/payloads';
import { addMessage, createTopic, listItems, merchantScope } from './xss/store';

const ADMIN = 'admin@paydesk.test';
const EVERY_PAYLOAD = PAYLOADS.map((_, index) => index);
/** The emulator takes at most 5 attachments per message. */
const FILES_PER_MESSAGE = 5;

test.describe.configure({ timeout: 120_000 });

/** The value at `index`, cycling (fields that pack tighter have fewer values). */
const cycle = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

test('topic subjects, texts, messages and attachment names are kept verbatim', async ({
  page,
}, testInfo) => {
  const xss = await watchXss(page, testInfo);
  await signIn(page, ADMIN);
  const { organizationId } = await merchantScope(page.request);
  const subjects = valuesFor(FIELDS.topicSubject, EVERY_PAYLOAD).map((value) => value.text);
  const bodies = valuesFor(FIELDS.topicBody, EVERY_PAYLOAD).map((value) => value.text);
  const messages = valuesFor(FIELDS.messageBody, EVERY_PAYLOAD).map((value) => value.text);
  const names = valuesFor(FIELDS.messageFileName, EVERY_PAYLOAD).map((value) => value.text);

  const topics: string[] = [];
  for (const [index, subject] of subjects.entries())
    topics.push(await createTopic(page.request, organizationId, subject, cycle(bodies, index)));
  const messageCount = Math.max(messages.length, Math.ceil(names.length / FILES_PER_MESSAGE));
  for (let index = 0; index < messageCount; index++) {
    const files = names
      .slice(index * FILES_PER_MESSAGE, (index + 1) * FILES_PER_MESSAGE)
      .map((name) => ({ name, mimeType: 'text/plain', content: 'attachment' }));
    await addMessage(page.request, topics[0]!, cycle(messages, index), files);
  }
  for (const field of [FIELDS.topicSubject, FIELDS.topicBody, FIELDS.messageBody])
    xss.stored(field.label, EVERY_PAYLOAD);
  xss.stored(FIELDS.messageFileName.label, EVERY_PAYLOAD);

  const kept = await listItems(page.request, 'mailbox', 'topics/list', organizationId);
  expect(kept.map((topic) => topic.attributes.subject)).toEqual(expect.arrayContaining(subjects));
  const thread = await listItems(page.request, 'mailbox', 'messages/list', topics[0]!);
  const texts = thread
    .filter((item) => 'body' in item.attributes)
    .map((item) => item.attributes.body);
  expect(texts).toEqual(expect.arrayContaining([...bodies.slice(0, 1), ...messages]));
  const fileNames = thread.filter((item) => 'mimeType' in item.attributes);
  expect(fileNames.map((file) => file.attributes.name)).toEqual(expect.arrayContaining(names));

  // The shell counts the new (pending) topics in the sidebar.
  await page.goto('/');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Mailbox' }),
  ).toHaveAccessibleDescription(/new/);
  await xss.inspect('home with the mailbox count');

  await page.goto('/mailbox');
  await xss.inspect('mailbox inbox', subjects.slice(0, 3));
  await page.goto(`/mailbox/${topics[0]!}`);
  await xss.inspect('mailbox conversation', [...messages.slice(0, 2), ...names.slice(0, 2)]);
  await xss.finish();
});
