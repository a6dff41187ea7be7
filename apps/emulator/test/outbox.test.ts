import { describe, expect, it, vi } from 'vitest';
import { sendMessage } from '../src/domain/outbox/outbox.js';
import { startTimeJobs } from '../src/actions/timeJobRunner.js';
import type { TimeJob } from '../src/actions/timeJobs.js';
import { emulatorSuite } from './support/suite.js';

const suite = emulatorSuite();
const DAY_MS = 86_400_000;

describe('outbox', () => {
  it('keeps every email and SMS, readable as JSON and as a page, narrowed by recipient', async () => {
    const ctx = suite.emulator.context;
    await sendMessage(ctx, {
      channel: 'email',
      to: ' Buyer@Example.COM ',
      subject: 'Your payment link expires in 2 days',
      body: 'Pay <now>',
      link: '/pay/abc',
    });
    await sendMessage(ctx, { channel: 'sms', to: '+49 151 2345-678', subject: 'Invoice due' });

    const all = await suite.control.request('GET', '/emulator/outbox.json');
    expect(all.status).toBe(200);
    // Newest first; links absolute on the origin the outbox was read from.
    expect(all.json).toEqual([
      {
        id: expect.any(Number),
        to: '+491512345678',
        subject: 'Invoice due',
        text: '',
        links: [],
        sentAt: expect.any(String),
      },
      {
        id: expect.any(Number),
        to: 'buyer@example.com',
        subject: 'Your payment link expires in 2 days',
        text: 'Pay <now>',
        links: [`${suite.emulator.url}/pay/abc`],
        sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);

    const sms = await suite.control.request('GET', '/emulator/outbox.json?to=%2B491512345678');
    expect(sms.json.map((m: { subject: string }) => m.subject)).toEqual(['Invoice due']);
    const email = await suite.control.request('GET', '/emulator/outbox.json?to=BUYER@example.com');
    expect(email.json).toHaveLength(1);

    const page = await fetch(`${suite.emulator.url}/emulator/outbox`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    // The body is shown as text, never as markup.
    expect(html).toContain('Pay &lt;now&gt;');
    expect(html).toContain(`<a href="${suite.emulator.url}/pay/abc">`);
    expect(html).toContain('+491512345678');
  });

  it('is emptied by a reset', async () => {
    await sendMessage(suite.emulator.context, { channel: 'sms', to: '+100', subject: 'x' });
    await suite.control.request('POST', '/__test/reset');
    expect((await suite.control.request('GET', '/emulator/outbox.json')).json).toEqual([]);
  });
});

describe('time jobs', () => {
  it('run at the clock’s time after each advance, before test control answers', async () => {
    const seen: number[] = [];
    const job: TimeJob = { name: 'probe', run: async (_ctx, now) => void seen.push(now) };
    suite.emulator.context.timeJobs.stop();
    const runner = startTimeJobs(suite.emulator.context, { jobs: [job] });
    suite.emulator.context.timeJobs = runner;
    try {
      const before = suite.emulator.context.clock.now();
      await suite.advance(3 * DAY_MS);
      expect(seen).toHaveLength(1);
      expect(seen[0]! - before).toBeGreaterThanOrEqual(3 * DAY_MS);
    } finally {
      runner.stop();
    }
  });

  it('never overlap, and a failing job does not stop the next', async () => {
    let running = 0;
    let most = 0;
    const slow: TimeJob = {
      name: 'slow',
      run: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
      },
    };
    const failing: TimeJob = {
      name: 'failing',
      run: async () => {
        throw new Error('boom');
      },
    };
    const after = vi.fn(async () => {});
    const log = vi.fn();
    const runner = startTimeJobs(suite.emulator.context, {
      jobs: [slow, failing, { name: 'after', run: after }],
      log,
    });
    try {
      await Promise.all([runner.runNow(), runner.runNow(), runner.runNow()]);
      expect(most).toBe(1);
      expect(after).toHaveBeenCalledTimes(3);
      expect(log).toHaveBeenCalledWith('time job failing failed', expect.any(Error));
    } finally {
      runner.stop();
    }
  });

  it('run on a timer while nobody moves the clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const run = vi.fn(async () => {});
      const runner = startTimeJobs(suite.emulator.context, {
        jobs: [{ name: 'tick', run }],
        intervalMs: 1000,
      });
      await vi.advanceTimersByTimeAsync(3000);
      runner.stop();
      expect(run).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
