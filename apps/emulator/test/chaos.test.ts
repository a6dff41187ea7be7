import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailbox } from '@paydesk/api-client';
import { Browser, startEmulator, type TestEmulator } from './support/emulator.js';
import { signedIn } from './support/client.js';

const ACTIONS = Number(process.env.CHAOS_ACTIONS ?? 1_000);

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startEmulator({
    rateLimit: {
      general: { max: 100_000, windowMs: 60_000 },
      signIn: { max: 100, windowMs: 60_000 },
    },
  });
});
afterAll(() => emulator.stop());

describe('chaos: nothing lost, nothing doubled', () => {
  it(`delivers ${ACTIONS} answers while sockets close and pushes drop at random, one effect each`, async () => {
    const control = new Browser(emulator.url);
    const client = await signedIn(emulator, 'admin@paydesk.test', { actionTimeoutMs: 60_000 });
    const { api } = client;
    const topic = (await emulator.context.db.get<{ id: string }>(
      "SELECT id FROM topics WHERE subject = 'Refund stuck in processing'",
    ))!.id;
    const countMessages = async () =>
      Number(
        (await emulator.context.db.get<{ n: number }>(
          'SELECT COUNT(*) AS n FROM messages WHERE topic_id = ?',
          [topic],
        ))!.n,
      );
    const before = await countMessages();

    // A third of the pushes vanish, and every socket is cut every 150 ms while the calls run.
    await control.request('POST', '/__test/faults', { dropPushRate: 0.33 });
    let closes = 0;
    const chaos = setInterval(() => {
      closes++;
      control
        .request('POST', '/__test/faults', { closeSockets: true })
        .catch((error: unknown) => console.error('closeSockets failed', error));
    }, 150);

    const calls = Array.from({ length: ACTIONS }, (_, index) =>
      api.call(mailbox.actions['messages/create'], {
        payload: {
          data: {
            type: 'message',
            attributes: { body: `chaos message ${index}` },
            relationships: { topic: { data: { type: 'topic', id: topic } } },
          },
        },
      }),
    );
    let settled = 0;
    const progress = setInterval(() => {
      if (process.env.CHAOS_DEBUG)
        console.log(
          `settled ${settled}/${ACTIONS}, pending ${api.pendingCount}, state ${api.connectionState}`,
        );
    }, 1000);
    for (const call of calls)
      void call.then(
        () => settled++,
        () => settled++,
      );
    let answers;
    try {
      answers = await Promise.all(calls);
    } finally {
      clearInterval(chaos);
      clearInterval(progress);
      await control.request('DELETE', '/__test/faults');
    }

    expect(closes).toBeGreaterThan(3);
    expect(answers).toHaveLength(ACTIONS);
    // Each call got its own answer: every body once, every created message id once.
    expect(new Set(answers.map((answer) => answer.data.attributes.body)).size).toBe(ACTIONS);
    expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(ACTIONS);
    answers.forEach((answer, index) =>
      expect(answer.data.attributes.body).toBe(`chaos message ${index}`),
    );
    // One server effect each, even for references the client fetched or re-posted.
    expect((await countMessages()) - before).toBe(ACTIONS);
    expect(emulator.context.effects.size).toBe(ACTIONS);
    expect([...emulator.context.effects.values()].every((count) => count === 1)).toBe(true);
    api.dispose();
  }, 150_000);
});
