/**
 * The saved-views area: views of Acme Retail's transactions list. The caller's own view (written for the user of
 * the caller's identity) may be changed by the caller while they may read the list; a shared view of someone
 * else's never.
 */
import { action } from '../agent.js';
import type { Phase } from '../phase.js';
import { id, mine, on, RETAIL, theirs, type MatrixCase } from './case.js';

const retail = (phase: Phase) => id(phase, RETAIL);

const viewRequest = (resourceId: string, name = 'Failed in EUR') => ({
  data: {
    type: 'saved-view',
    attributes: {
      resourceId,
      list: 'transactions',
      name,
      visibility: 'shared',
      search: { status: '["failed"]' },
      columns: { reference: true },
    },
  },
});

let made = 0;
/** A shared transactions view of Acme Retail owned by `userId`, written straight to the table. */
async function view(phase: Phase, userId: string): Promise<string> {
  made += 1;
  const viewId = `svw_matrix_${made}`;
  const now = phase.world.now();
  await phase.world.db.run(
    `INSERT INTO saved_views (id, organization_id, list, owner_id, owner_name, name, visibility, search, columns,
     created_at, updated_at) VALUES (?, ?, 'transactions', ?, 'Matrix', ?, 'shared', '{}', '{}', ?, ?)`,
    [viewId, retail(phase), userId, `Matrix view ${made}`, now, now],
  );
  return viewId;
}

/** The user behind the caller's identity: views belong to users. */
async function ownUser(phase: Phase): Promise<string> {
  const row = await phase.world.db.get<{ user_id: string }>(
    'SELECT user_id FROM identities WHERE id = ?',
    [phase.ownerIdentity],
  );
  return row!.user_id;
}

/** Someone else: a user of no identity of the caller's. */
const otherUser = () => 'usr_matrix_someone_else';

export const savedViewCases: MatrixCase[] = [
  {
    key: 'saved-views:saved-views/list',
    call: (phase) =>
      action('saved-views', 'saved-views/list', {
        data: {
          type: 'saved-view-list',
          attributes: { resourceId: retail(phase), list: 'transactions' },
        },
      }),
    target: () => on(RETAIL),
  },
  {
    key: 'saved-views:saved-views/create',
    call: (phase) => action('saved-views', 'saved-views/create', viewRequest(retail(phase))),
    target: () => on(RETAIL),
  },
  {
    key: 'saved-views:saved-views/update#own',
    call: async (phase) =>
      action(
        'saved-views',
        'saved-views/update',
        viewRequest(retail(phase), 'Renamed'),
        await view(phase, await ownUser(phase)),
      ),
    target: () => mine(RETAIL),
  },
  {
    key: 'saved-views:saved-views/update#other',
    call: async (phase) =>
      action(
        'saved-views',
        'saved-views/update',
        viewRequest(retail(phase), 'Renamed'),
        await view(phase, otherUser()),
      ),
    target: () => theirs(RETAIL),
  },
  {
    key: 'saved-views:saved-views/remove#own',
    call: async (phase) =>
      action(
        'saved-views',
        'saved-views/remove',
        undefined,
        await view(phase, await ownUser(phase)),
      ),
    target: () => mine(RETAIL),
  },
  {
    key: 'saved-views:saved-views/remove#other',
    call: async (phase) =>
      action('saved-views', 'saved-views/remove', undefined, await view(phase, otherUser())),
    target: () => theirs(RETAIL),
  },
];
