/** The reports area: reports of an organization and an account's monthly statements. */
import { accountIdOf } from '../../../src/domain/ledger/store.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const retail = (phase: Phase) => id(phase, RETAIL);

/** A day-long processing-transactions report of Acme Retail, as dashboard users create it. */
const reportRequest = (resourceId: string) => ({
  data: {
    type: 'report-request',
    attributes: {
      resourceId,
      reportType: 'processing-transactions',
      format: 'csv',
      delivery: 'dashboard',
      filters: { from: '2026-11-01', to: '2026-11-01', timeZone: 'UTC' },
    },
  },
});

let made = 0;
/** A finished processing-transactions report of Acme Retail, written straight to the table (none is seeded). */
async function report(phase: Phase): Promise<string> {
  made += 1;
  const reportId = `rpt_matrix_${made}`;
  await phase.world.db.run(
    `INSERT INTO reports (id, organization_id, identity_id, type, format, delivery, filters, status, totals,
     created_at) VALUES (?, ?, 'matrix', 'processing-transactions', 'csv', 'dashboard', ?, 'done', '[]', ?)`,
    [
      reportId,
      retail(phase),
      JSON.stringify(reportRequest('').data.attributes.filters),
      phase.world.now(),
    ],
  );
  return reportId;
}

/** A weekly schedule of Acme Retail's processing-transactions report, as dashboard users make it. */
const scheduleRequest = (resourceId: string) => ({
  data: {
    type: 'report-schedule',
    attributes: {
      resourceId,
      reportType: 'processing-transactions',
      format: 'csv',
      delivery: 'dashboard',
      frequency: 'weekly',
      weekday: 1,
      time: '08:00',
      timeZone: 'Europe/Berlin',
    },
  },
});

let scheduled = 0;
/** A schedule of Acme Retail, written straight to the table (none is seeded). */
async function schedule(phase: Phase): Promise<string> {
  scheduled += 1;
  const scheduleId = `rsc_matrix_${scheduled}`;
  const now = phase.world.now();
  await phase.world.db.run(
    `INSERT INTO report_schedules (id, organization_id, identity_id, type, format, delivery, frequency, weekday,
     time, time_zone, next_run_at, created_at, updated_at)
     VALUES (?, ?, 'matrix', 'processing-transactions', 'csv', 'dashboard', 'weekly', 1, '08:00', 'UTC', ?, ?, ?)`,
    [scheduleId, retail(phase), now + 7 * 86_400_000, now, now],
  );
  return scheduleId;
}

export const reportCases: MatrixCase[] = [
  {
    key: 'reports:report-schedules/list',
    call: (phase) =>
      action('reports', 'report-schedules/list', body.listRequest({ resourceId: retail(phase) })),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:report-schedules/create',
    call: (phase) => action('reports', 'report-schedules/create', scheduleRequest(retail(phase))),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:report-schedules/update',
    call: async (phase) =>
      action(
        'reports',
        'report-schedules/update',
        scheduleRequest(retail(phase)),
        await schedule(phase),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:report-schedules/remove',
    call: async (phase) =>
      action(
        'reports',
        'report-schedules/remove',
        { data: { type: 'delete-request', attributes: { resourceId: retail(phase) } } },
        await schedule(phase),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:reports/create',
    call: (phase) => action('reports', 'reports/create', reportRequest(retail(phase))),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:reports/list',
    call: (phase) =>
      action('reports', 'reports/list', body.listRequest({ resourceId: retail(phase) })),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:reports/get',
    call: async (phase) => action('reports', 'reports/get', undefined, await report(phase)),
    target: () => on(RETAIL),
  },
  {
    key: 'reports:statements/list',
    call: (phase) =>
      action(
        'reports',
        'statements/list',
        body.listRequest({ resourceId: accountIdOf(retail(phase), 'EUR') }),
      ),
    target: () => on(RETAIL),
  },
];
