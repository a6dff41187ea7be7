// Dispute deadline reminders as the emulator clock passes 7, 3 and 1 days before a response deadline: each
// threshold once (a second run at the same time sends nothing), a long jump sends only the most urgent one,
// disputes no longer waiting for the merchant get none; each reminder is pushed and written to the mailbox. And
// the disputes list's time-left filter, on the emulator's clock.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DISPUTE_REMINDER_DAYS,
  mailbox,
  payments,
  type DisputeReminderEvent,
} from '@paydesk/api-client';
import { DAY } from '../src/infra/time.js';
import { channelSubscribed, type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

interface OpenDispute {
  id: string;
  response_deadline: number;
}

/** Retail's disputes waiting for the merchant, nearest deadline first. */
const waiting = () =>
  suite.emulator.context.db.all<OpenDispute>(
    `SELECT id, response_deadline FROM disputes WHERE organization_id = ?
     AND state IN ('new', 'action-required', 'merchant-action-required') AND response_deadline IS NOT NULL
     ORDER BY response_deadline, id`,
    [retail],
  );

const remindedOf = async (disputeId: string) =>
  (
    await suite.emulator.context.db.all<{ days_before: number }>(
      'SELECT days_before FROM dispute_reminders WHERE dispute_id = ? ORDER BY days_before DESC',
      [disputeId],
    )
  ).map((row) => Number(row.days_before));

/** Moves the clock to `ms` before `deadline` (never backwards). */
const advanceTo = async (at: number) => {
  const now = suite.emulator.context.clock.now();
  await suite.advance(Math.max(0, at - now));
};

const reminderMessages = async (disputeId: string, client?: TestClient) => {
  const admin = client ?? (await as('admin'));
  const topics = await admin.api.call(mailbox.actions['topics/list'], {
    payload: {
      data: { type: 'list-request', attributes: { resourceId: retail, page: { size: 200 } } },
    },
  });
  const topic = topics.data.find(
    (row) => row.attributes.about?.type === 'dispute' && row.attributes.about.id === disputeId,
  );
  if (!topic) return [];
  const messages = await admin.api.call(mailbox.actions['messages/list'], {
    payload: { data: { type: 'list-request', attributes: { resourceId: topic.id } } },
  });
  return messages.data.map((message) => message.attributes);
};

describe('dispute deadline reminders', () => {
  it('sends each threshold once as the clock passes it, pushed and in the mailbox', async () => {
    const [first] = await waiting();
    expect(first).toBeDefined();
    const deadline = Number(first!.response_deadline);
    expect(await remindedOf(first!.id)).toEqual([]);

    const sent: number[] = [];
    for (const days of DISPUTE_REMINDER_DAYS) {
      await advanceTo(deadline - days * DAY - 60_000);
      expect(await remindedOf(first!.id)).toEqual(sent);
      // Signed in just before the threshold: days of clock jumps end an idle session.
      const admin = await as('admin');
      const notices: DisputeReminderEvent[] = [];
      admin.api.events.on('disputeReminder', (event) => notices.push(event));
      // A first call opens the push channel; a notice reaches it once it is subscribed.
      await reminderMessages(first!.id, admin);
      await channelSubscribed(admin);
      await advanceTo(deadline - days * DAY + 60_000);
      sent.push(days);
      expect(await remindedOf(first!.id)).toEqual(sent);
      // A second run at the same time sends nothing more.
      await suite.advance(0);
      const messages = await reminderMessages(first!.id);
      expect(messages).toHaveLength(sent.length);
      expect(messages.at(-1)).toMatchObject({ author: 'support' });
      expect(messages.at(-1)?.body).toContain(`within ${days === 1 ? '1 day' : `${days} days`}`);
      await vi.waitFor(() =>
        expect(notices.filter((notice) => notice.disputeId === first!.id)).toEqual([
          expect.objectContaining({
            organizationId: retail,
            daysBefore: days,
            responseDeadline: new Date(deadline).toISOString(),
          }),
        ]),
      );
    }
    // Past the deadline nothing more comes.
    await advanceTo(deadline + DAY);
    expect(await reminderMessages(first!.id)).toHaveLength(3);
  });

  it('catches up with one reminder for the most urgent threshold after a long jump', async () => {
    const [first] = await waiting();
    const deadline = Number(first!.response_deadline);
    await advanceTo(deadline - DAY / 2);
    expect(await remindedOf(first!.id)).toEqual([7, 3, 1]);
    const messages = await reminderMessages(first!.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('within 1 day');
  });

  it('sends nothing for a dispute that no longer waits for the merchant', async () => {
    const admin = await as('admin');
    const [first] = await waiting();
    await admin.api.call(payments.actions['disputes/accept'], { id: first!.id });
    await advanceTo(Number(first!.response_deadline) - DAY / 2);
    expect(await remindedOf(first!.id)).toEqual([]);
    expect(await reminderMessages(first!.id)).toEqual([]);
    const reminded = await suite.emulator.context.db.all<{ state: string }>(
      `SELECT DISTINCT d.state FROM dispute_reminders r JOIN disputes d ON d.id = r.dispute_id`,
    );
    for (const row of reminded)
      expect(['new', 'action-required', 'merchant-action-required']).toContain(row.state);
  });
});

describe('the disputes list by time left', () => {
  it('filters to disputes due within n days on the emulator clock, sorted by deadline', async () => {
    const [first] = await waiting();
    const deadline = Number(first!.response_deadline);
    await advanceTo(deadline - 2 * DAY);
    const admin = await as('admin');
    const now = suite.emulator.context.clock.now();
    const list = (days: number) =>
      admin.api.call(payments.actions['disputes/list'], {
        payload: {
          data: {
            type: 'list-request',
            attributes: {
              resourceId: retail,
              filters: [['dueWithinDays', '<=', days]],
              sort: 'responseDeadline',
              page: { size: 200 },
            },
          },
        },
      });
    const within3 = await list(3);
    const expected = (await waiting())
      .filter((row) => row.response_deadline > now && row.response_deadline <= now + 3 * DAY)
      .map((row) => row.id);
    expect(within3.data.map((row) => row.id)).toEqual(expected);
    expect(expected).toContain(first!.id);
    const within1 = await list(1);
    expect(within1.data.map((row) => row.id)).not.toContain(first!.id);
  });
});
