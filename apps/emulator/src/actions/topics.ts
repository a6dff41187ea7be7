/** `topics/*`: an organization's mailbox topics (topics.read to list, topics.write to open or move one). */
import { requireSession } from '../domain/access/caller.js';
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
import type { Area } from './types.js';

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
    });
    return { data: topicResource(await topicFor(ctx, session, topicId, 'topics.read')) };
  },

  'topics/setStatus': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const topic = await setTopicStatus(ctx, session, id, attributesOf(payload).status);
    return { data: topicResource(topic) };
  },
};
