/** The mailbox area (`POST /api/mailbox`): topics and their messages. */
import { messageActions } from './messages.js';
import { topicActions } from './topics.js';
import type { Area } from './types.js';

export const mailboxArea: Area = { ...topicActions, ...messageActions };
