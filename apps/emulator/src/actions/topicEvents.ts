/** Announces topic changes (a message, support's answer, a new status) to the sessions that see the organization. */
import { pushEvents, type TopicChangedEvent } from '@paydesk/api-client';
import { answerDueTopics, SUPPORT_ANSWER_DELAY_MS } from '../domain/mailbox/supportDesk.js';
import { sessionChannelsSeeing } from '../domain/reports/watchers.js';
import type { TimeJob } from './timeJobs.js';
import type { ActionContext } from './types.js';

export async function announceTopic(
  ctx: ActionContext,
  topic: { id: string; resource_id: string; status: string },
): Promise<void> {
  const event: TopicChangedEvent = {
    organizationId: topic.resource_id,
    topicId: topic.id,
    status: topic.status,
  };
  for (const channel of await sessionChannelsSeeing(ctx, topic.resource_id))
    ctx.pusher.publish(channel, pushEvents.topicChanged, event);
}

/** The clock job: support answers what is due, and every session that sees the topic hears of it. */
export const supportDeskJob: TimeJob = {
  name: 'support desk answers',
  run: async (ctx, now) => {
    for (const topic of await answerDueTopics(ctx, now)) await announceTopic(ctx, topic);
  },
};

/**
 * Without anyone moving the clock (a person trying the dashboard), the answer comes in real time: one run of the
 * desk a moment after it is due. Tests move the clock instead; a run that finds nothing due does nothing.
 */
export function scheduleSupportAnswer(ctx: ActionContext): void {
  const timer = setTimeout(() => {
    supportDeskJob.run(ctx, ctx.clock.now()).catch(() => {
      // The emulator may have stopped (a test ended); the clock job catches up otherwise.
    });
  }, SUPPORT_ANSWER_DELAY_MS + 50);
  timer.unref();
}
