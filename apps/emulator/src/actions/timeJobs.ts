/**
 * What happens because time passes: renewals, retries, reminders, expiries. Every job runs after each move of the
 * emulator clock (test control) and every {@link TIME_JOB_INTERVAL_MS} of real time, so a test advances the clock
 * instead of waiting. A job must be idempotent (a second run at the same `now` does nothing) and catch up (one
 * run after an advance of 40 days does whatever fell due in those 40 days).
 */
import { bulkRefundJob } from './bulkRefunds.js';
import { disputeReminderJob } from './disputeReminders.js';
import { reportScheduleJob } from './reportSchedules.js';
import { accessExpiryJob } from '../domain/identities/expiryJob.js';
import { paymentLinkJob } from '../domain/paymentLinks/job.js';
import { webhookDeliveryJob } from '../domain/webhooks/job.js';
import { payoutWebhookEvents } from './payoutWebhookEvents.js';
import { subscriptionRenewals } from './subscriptionRenewals.js';
import { supportDeskJob } from './topicEvents.js';
import type { ActionContext } from './types.js';

export interface TimeJob {
  name: string;
  run(ctx: ActionContext, now: number): Promise<void>;
}

/** How often jobs run while nobody moves the clock. */
export const TIME_JOB_INTERVAL_MS = 30_000;

/** Every job, in the order they run. Add a job as one line. */
export const timeJobs: TimeJob[] = [
  paymentLinkJob,
  subscriptionRenewals,
  payoutWebhookEvents,
  webhookDeliveryJob,
  accessExpiryJob,
  supportDeskJob,
  disputeReminderJob,
  reportScheduleJob,
  bulkRefundJob,
];
