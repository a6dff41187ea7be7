// Scheduled reports: the next run on the wall clock of a non-UTC zone across daylight-saving changes, weekly and
// monthly days (the month's last day for 31), the run as the emulator clock passes it (a report with its period,
// emailed through the outbox, listed in the last runs), catch-up after a long jump (one run), and idempotence.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { reports, type ReportScheduleInput } from '@paydesk/api-client';
import { nextRunAfter, runPeriod } from '../src/domain/reportSchedules/nextRun.js';
import { DAY } from '../src/infra/time.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const at = (iso: string) => Date.parse(iso);
const berlin = { timeZone: 'Europe/Berlin', time: '08:00', weekday: null, dayOfMonth: null };

describe('next run', () => {
  it('keeps 08:00 Berlin time across the spring and autumn changes', () => {
    const daily = { ...berlin, frequency: 'daily' as const };
    // CET (UTC+1) before 29 March 2026, CEST (UTC+2) after.
    expect(nextRunAfter(daily, at('2026-03-28T06:59:00Z'))).toBe(at('2026-03-28T07:00:00Z'));
    // Strictly after: a run due now is the next day's.
    expect(nextRunAfter(daily, at('2026-03-28T08:00:00Z'))).toBe(at('2026-03-29T06:00:00Z'));
    // Back to CET on 25 October 2026.
    expect(nextRunAfter(daily, at('2026-10-24T07:00:00Z'))).toBe(at('2026-10-25T07:00:00Z'));
  });

  it('runs a skipped local time right after the gap', () => {
    const daily = { ...berlin, time: '02:30', frequency: 'daily' as const };
    // 02:30 does not exist in Berlin on 29 March 2026: 03:30 CEST = 01:30 UTC.
    expect(nextRunAfter(daily, at('2026-03-28T12:00:00Z'))).toBe(at('2026-03-29T01:30:00Z'));
  });

  it('finds the weekday and the day of the month (the last day when the month is shorter)', () => {
    const weekly = { ...berlin, frequency: 'weekly' as const, weekday: 1 };
    // Thursday 26 November 2026 → Monday 30 November, 08:00 CET.
    expect(nextRunAfter(weekly, at('2026-11-26T12:00:00Z'))).toBe(at('2026-11-30T07:00:00Z'));
    const monthly = { ...berlin, frequency: 'monthly' as const, dayOfMonth: 31 };
    expect(nextRunAfter(monthly, at('2026-11-26T12:00:00Z'))).toBe(at('2026-11-30T07:00:00Z'));
    expect(nextRunAfter(monthly, at('2027-02-01T00:00:00Z'))).toBe(at('2027-02-28T07:00:00Z'));
  });

  it('covers the day, seven days or month before the run', () => {
    const run = at('2026-11-30T07:00:00Z');
    expect(runPeriod({ frequency: 'daily', timeZone: 'Europe/Berlin' }, run)).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
    });
    expect(runPeriod({ frequency: 'weekly', timeZone: 'Europe/Berlin' }, run)).toEqual({
      from: '2026-11-23',
      to: '2026-11-29',
    });
    expect(runPeriod({ frequency: 'monthly', timeZone: 'Europe/Berlin' }, run)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});

const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

const weekly = (
  resourceId: string,
  changes: Partial<ReportScheduleInput['data']['attributes']> = {},
) => ({
  payload: {
    data: {
      type: 'report-schedule' as const,
      attributes: {
        resourceId,
        reportType: 'processing-transactions' as const,
        format: 'csv' as const,
        delivery: 'email' as const,
        email: 'finance-team@example.com',
        frequency: 'weekly' as const,
        weekday: 1 as const,
        time: '08:00',
        timeZone: 'Europe/Berlin',
        ...changes,
      },
    },
  },
});

const mailTo = async (to: string) =>
  (await suite.control.request('GET', `/__test/mail?to=${encodeURIComponent(to)}`)).json.data as {
    subject: string;
  }[];

describe('report schedules', () => {
  it('runs when the clock passes its time, once, emailed and listed in the last runs', async () => {
    const admin = await as('admin');
    const made = await admin.api.call(reports.actions['report-schedules/create'], weekly(retail));
    const next = Date.parse(made.data.attributes.nextRunAt);
    expect(new Date(next).toISOString()).toMatch(/T0[67]:00:00.000Z$/);
    expect(made.data.attributes.lastRuns).toEqual([]);

    await suite.advance(next - suite.emulator.context.clock.now() - 60_000);
    expect(await mailTo('finance-team@example.com')).toHaveLength(0);
    await suite.advance(2 * 60_000);
    await suite.advance(0);
    expect(await mailTo('finance-team@example.com')).toHaveLength(1);

    const signedIn = await as('admin');
    const listed = await signedIn.api.call(reports.actions['report-schedules/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
    });
    const [schedule] = listed.data;
    expect(schedule?.attributes.lastRuns).toHaveLength(1);
    expect(schedule?.attributes.lastRuns[0]).toMatchObject({
      runAt: new Date(next).toISOString(),
      status: 'done',
    });
    expect(Date.parse(schedule!.attributes.nextRunAt)).toBe(next + 7 * DAY);
    const report = await signedIn.api.call(reports.actions['reports/get'], {
      id: schedule!.attributes.lastRuns[0]!.reportId,
    });
    expect(report.data.attributes).toMatchObject({
      delivery: 'email',
      reportType: 'processing-transactions',
    });
    expect(report.data.attributes.filters.timeZone).toBe('Europe/Berlin');
  });

  it('catches up missed runs once after a long jump', async () => {
    const admin = await as('admin');
    const made = await admin.api.call(
      reports.actions['report-schedules/create'],
      weekly(retail, { frequency: 'daily', weekday: null, delivery: 'dashboard', email: null }),
    );
    const next = Date.parse(made.data.attributes.nextRunAt);
    await suite.advance(next - suite.emulator.context.clock.now() + 10 * DAY);
    const runs = await suite.emulator.context.db.all<{ run_at: number }>(
      'SELECT run_at FROM report_schedule_runs WHERE schedule_id = ?',
      [made.data.id],
    );
    expect(runs).toHaveLength(1);
    expect(Number(runs[0]!.run_at)).toBe(next + 10 * DAY);
  });

  it('checks its fields and needs what creating the report needs', async () => {
    const admin = await as('admin');
    const noDay = await rejection(
      admin.api.call(reports.actions['report-schedules/create'], weekly(retail, { weekday: null })),
    );
    expect(noDay.errors[0]?.source?.pointer).toBe('/data/attributes/weekday');
    const badZone = await rejection(
      admin.api.call(
        reports.actions['report-schedules/create'],
        weekly(retail, { timeZone: 'Mars/Olympus' }),
      ),
    );
    expect(badZone.errors[0]?.source?.pointer).toBe('/data/attributes/timeZone');
    const developer = await as('developer');
    const refused = await rejection(
      developer.api.call(reports.actions['report-schedules/create'], weekly(retail)),
    );
    expect(refused.code).toBe('forbidden');
  });

  it('changes and removes a schedule', async () => {
    const admin = await as('admin');
    const made = await admin.api.call(reports.actions['report-schedules/create'], weekly(retail));
    const changed = await admin.api.call(reports.actions['report-schedules/update'], {
      id: made.data.id,
      ...weekly(retail, { frequency: 'monthly', weekday: null, dayOfMonth: 1, time: '06:30' }),
    });
    expect(changed.data.attributes).toMatchObject({
      frequency: 'monthly',
      dayOfMonth: 1,
      weekday: null,
    });
    await admin.api.call(reports.actions['report-schedules/remove'], {
      id: made.data.id,
      payload: { data: { type: 'delete-request', attributes: { resourceId: retail } } },
    });
    const listed = await admin.api.call(reports.actions['report-schedules/list'], {
      payload: { data: { type: 'list-request', attributes: { resourceId: retail } } },
    });
    expect(listed.data).toEqual([]);
  });
});
