/**
 * `topics/*`: an organization's mailbox topics (topics.read to list, topics.write to open one, topics.supervisor to
 * move one to another status). A new topic is announced and answered by the support desk after a short delay.
 */
import { TopicAboutSchema, type TopicAbout } from '@paydesk/api-client';
import * as v from 'valibot';
import { requireSession } from '../domain/access/caller.js';
import { ApiError } from '../domain/errors.js';
import { matches, paginate } from '../domain/lists.js';
import { createTopic } from '../domain/mailbox/messages.js';
import { setTopicStatus, topicFor, topicsOf } from '../domain/mailbox/topics.js';
import { visibleResource } from '../domain/resources/visibility.js';
import {
  attributesOf,
  filtersOf,
  pageOf,
  relationshipId,
  relationshipIds,
  stringAttribute,
} from './input.js';
import { topicResource } from './serialize/mailbox.js';
import { announceTopic, scheduleSupportAnswer } from './topicEvents.js';
import type { Area } from './types.js';

/** The record a new topic is about, checked for shape here and for its organization in the domain. */
function aboutOf(about: unknown): TopicAbout | null {
  if (about === undefined || about === null) return null;
  const parsed = v.safeParse(TopicAboutSchema, about);
  if (!parsed.success)
    throw new ApiError(422, [
      {
        title: 'about must name a transaction, dispute, payout or report',
        code: 'invalid',
        source: { pointer: '/data/attributes/about' },
      },
    ]);
  return parsed.output;
}

export const topicActions: Area = {
  'topics/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const { row: organization, lineage } = await visibleResource(
      ctx,
      session,
      attributesOf(payload).resourceId,
      'topics.read',
    );
    const filters = filtersOf(payload);
    const page = pageOf(payload);
    const rows = await topicsOf(ctx, session, organization.id, lineage);
    const topics = rows.map(topicResource).filter((topic) => matches(topic.attributes, filters));
    const { items, after } = paginate(topics, page);
    return { data: items, meta: { page: { size: page.size, after }, total: topics.length } };
  },

  'topics/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const { row: organization } = await visibleResource(
      ctx,
      session,
      relationshipId(payload, 'resource'),
      'topics.write',
      'organization',
    );
    const topicId = await createTopic(ctx, session, organization.id, {
      subject: stringAttribute(payload, 'subject', 200).trim(),
      body: stringAttribute(payload, 'body', 10_000).trim(),
      attachmentIds: relationshipIds(payload, 'attachments'),
      about: aboutOf(attributesOf(payload).about),
    });
    const topic = await topicFor(ctx, session, topicId, 'topics.read');
    await announceTopic(ctx, topic);
    scheduleSupportAnswer(ctx);
    return { data: topicResource(topic) };
  },

  'topics/setStatus': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const topic = await setTopicStatus(ctx, session, id, attributesOf(payload).status);
    await announceTopic(ctx, topic);
    return { data: topicResource(topic) };
  },
};
