/** The dispute reminder clock job: sends what is due and pushes each reminder to the sessions that may read disputes. */
import { pushEvents, type DisputeReminderEvent } from '@paydesk/api-client';
import { sendDueReminders } from '../domain/disputeReminders/reminders.js';
import { disputeReaderChannels } from '../domain/disputeReminders/listeners.js';
import type { TimeJob } from './timeJobs.js';

export const disputeReminderJob: TimeJob = {
  name: 'dispute deadline reminders',
  run: async (ctx, now) => {
    for (const reminder of await sendDueReminders(ctx, now)) {
      const event: DisputeReminderEvent = {
        organizationId: reminder.organizationId,
        disputeId: reminder.disputeId,
        daysBefore: reminder.daysBefore,
        responseDeadline: new Date(reminder.responseDeadline).toISOString(),
        topicId: reminder.topicId,
      };
      for (const channel of await disputeReaderChannels(ctx, reminder.organizationId))
        ctx.pusher.publish(channel, pushEvents.disputeReminder, event);
    }
  },
};
