// The support mailbox through the real api-client: who sees which topics (own vs all), who may change a topic's
// status (topics.supervisor), the support desk's answer after SUPPORT_ANSWER_DELAY_MS with its pushed notice and
// the per-user unread state, what a topic may be about, and who reads an attachment.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ATTACHMENT_TYPE_MESSAGE,
  mailbox,
  SUPPORT_ANSWER_DELAY_MS,
  type TopicAbout,
  type TopicChangedEvent,
} from '@paydesk/api-client';
import { channelSubscribed, type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

const open = (client: TestClient, subject: string, about: TopicAbout | null = null) =>
  client.api.call(mailbox.actions['topics/create'], {
    payload: {
      data: {
        type: 'topic',
        attributes: { subject, body: `About ${subject}`, about },
        relationships: { resource: { data: { type: 'resource', id: retail } } },
      },
    },
  });

const topicsOf = async (client: TestClient) =>
  (
    await client.api.call(mailbox.actions['topics/list'], {
      payload: {
        data: { type: 'list-request', attributes: { resourceId: retail, page: { size: 200 } } },
      },
    })
  ).data;

const messagesOf = (client: TestClient, topicId: string) =>
  client.api.call(mailbox.actions['messages/list'], {
    payload: { data: { type: 'list-request', attributes: { resourceId: topicId } } },
  });

const setStatus = (client: TestClient, topicId: string, status: 'resolved' | 'open') =>
  client.api.call(mailbox.actions['topics/setStatus'], {
    id: topicId,
    payload: { data: { type: 'topic', attributes: { status } } },
  });

describe('who sees which topics', () => {
  it('a member sees the topics they opened; topics.all / topics.supervisor see every topic', async () => {
    const finance = await as('finance');
    const developer = await as('developer');
    const admin = await as('admin');
    const mine = await open(finance, 'Finance question');
    const theirs = await open(developer, 'Developer question');

    const financeSees = (await topicsOf(finance)).map((topic) => topic.id);
    expect(financeSees).toContain(mine.data.id);
    expect(financeSees).not.toContain(theirs.data.id);
    // Someone else's topic is not found, as it is absent from the list.
    expect((await rejection(messagesOf(finance, theirs.data.id))).code).toBe('not-found');

    const adminSees = (await topicsOf(admin)).map((topic) => topic.id);
    expect(adminSees).toEqual(expect.arrayContaining([mine.data.id, theirs.data.id]));
  });
});

describe('topic status', () => {
  it('needs topics.supervisor, enforced by the server', async () => {
    const finance = await as('finance');
    const admin = await as('admin');
    const topic = await open(finance, 'Close me');
    expect((await rejection(setStatus(finance, topic.data.id, 'resolved'))).code).toBe('forbidden');
    const done = await setStatus(admin, topic.data.id, 'resolved');
    expect(done.data.attributes.status).toBe('resolved');
    // A merchant writing again makes it pending: support owes an answer.
    await finance.api.call(mailbox.actions['messages/create'], {
      payload: {
        data: {
          type: 'message',
          attributes: { body: 'One more thing' },
          relationships: { topic: { data: { type: 'topic', id: topic.data.id } } },
        },
      },
    });
    const after = (await topicsOf(finance)).find((row) => row.id === topic.data.id)!;
    expect(after.attributes.status).toBe('pending');
  });
});

describe('the support desk', () => {
  it('answers a new topic after the delay, announces it, and the answer is unread until opened', async () => {
    const finance = await as('finance');
    const notices: TopicChangedEvent[] = [];
    finance.api.events.on('topicChanged', (event) => notices.push(event));
    const topic = await open(finance, 'Where is my payout?');
    expect(topic.data.attributes).toMatchObject({ status: 'pending', unread: false });
    // The answer's notice reaches the push channel once it is subscribed.
    await channelSubscribed(finance);

    await suite.advance(SUPPORT_ANSWER_DELAY_MS - 100);
    expect((await messagesOf(finance, topic.data.id)).data).toHaveLength(1);

    await suite.advance(200);
    const listed = (await topicsOf(finance)).find((row) => row.id === topic.data.id)!;
    expect(listed.attributes).toMatchObject({ status: 'open', unread: true, messageCount: 2 });
    expect(listed.attributes.lastMessage?.author).toBe('support');
    await vi.waitFor(() =>
      expect(notices).toContainEqual({
        organizationId: retail,
        topicId: topic.data.id,
        status: 'open',
      }),
    );

    const messages = await messagesOf(finance, topic.data.id);
    expect(messages.data.map((message) => message.attributes.author)).toEqual([
      'merchant',
      'support',
    ]);
    // Reading is per user: the finance member read it, the admin has not.
    const read = (await topicsOf(finance)).find((row) => row.id === topic.data.id)!;
    expect(read.attributes.unread).toBe(false);
    const admin = await as('admin');
    const adminRow = (await topicsOf(admin)).find((row) => row.id === topic.data.id)!;
    expect(adminRow.attributes.unread).toBe(true);

    // Answered once: running the jobs again adds nothing.
    await suite.advance(SUPPORT_ANSWER_DELAY_MS * 3);
    expect((await messagesOf(finance, topic.data.id)).data).toHaveLength(2);
  });
});

describe('what a topic is about', () => {
  it('keeps a transaction of the organization and refuses another organization’s', async () => {
    const admin = await as('admin');
    const db = suite.emulator.context.db;
    const own = (await db.get<{ id: string }>(
      'SELECT id FROM transactions WHERE organization_id = ? LIMIT 1',
      [retail],
    ))!;
    const foreign = (await db.get<{ id: string }>(
      'SELECT id FROM transactions WHERE organization_id != ? LIMIT 1',
      [retail],
    ))!;
    const topic = await open(admin, 'This payment', { type: 'transaction', id: own.id });
    expect(topic.data.attributes.about).toEqual({ type: 'transaction', id: own.id });
    const refused = await rejection(
      open(admin, 'Not ours', { type: 'transaction', id: foreign.id }),
    );
    expect(refused.fieldErrors()).toMatchObject({
      about: ['The record is not part of this organization'],
    });
  });
});

describe('attachments', () => {
  it('refuses a type the mailbox does not take, at its field', async () => {
    const admin = await as('admin');
    const refused = await rejection(
      admin.api.call(mailbox.actions['messages/allocateAttachment'], {
        payload: {
          data: {
            type: 'file',
            attributes: { name: 'run.exe', size: 4, mimeType: 'application/x-msdownload' },
          },
        },
      }),
    );
    expect(refused.titles).toEqual([ATTACHMENT_TYPE_MESSAGE]);
  });

  it("refuses another organization's file with 403 and 'Please contact support'", async () => {
    const admin = await as('admin');
    const file = await admin.api.call(mailbox.actions['messages/allocateAttachment'], {
      payload: {
        data: { type: 'file', attributes: { name: 'a.txt', size: 2, mimeType: 'text/plain' } },
      },
    });
    await admin.api.upload(file.data.attributes.uploadPath!, new Blob(['hi']));
    const topic = await admin.api.call(mailbox.actions['topics/create'], {
      payload: {
        data: {
          type: 'topic',
          attributes: { subject: 'With a file', body: 'See attached' },
          relationships: {
            resource: { data: { type: 'resource', id: retail } },
            attachments: { data: [{ type: 'file', id: file.data.id }] },
          },
        },
      },
    });
    expect(topic.data.attributes.messageCount).toBe(1);
    const outsider = await as('newcomer');
    const refused = await rejection(
      outsider.api.download(`/api/files/${file.data.id}`, { fileName: 'a.txt', save: false }),
    );
    expect(refused.status).toBe(403);
    expect(outsider.notices).toContainEqual(
      expect.objectContaining({ kind: 'not-allowed', message: 'Please contact support' }),
    );
  });
});
