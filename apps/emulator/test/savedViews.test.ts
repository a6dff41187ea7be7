// Saved views: a shared view is listed for every member who may read its list and only the owner changes or
// removes it; a private view is its owner's alone; a name is unique per owner and list (error at the name); a
// shared change is pushed to the organization's sessions.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { savedViews, type SavedViewInput } from '@paydesk/api-client';
import { emulatorSuite } from './support/suite.js';
import { channelSubscribed } from './support/client.js';
import { clientsByRole, organizationId, rejection } from './support/roles.js';

vi.setConfig({ hookTimeout: 60_000, testTimeout: 60_000 });

const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;

beforeAll(async () => {
  retail = await organizationId(suite, 'Acme Retail');
});

type Attributes = SavedViewInput['data']['attributes'];

const view = (changes: Partial<Attributes> = {}) => ({
  payload: {
    data: {
      type: 'saved-view' as const,
      attributes: {
        resourceId: retail,
        list: 'disputes' as const,
        name: 'Open in EUR',
        visibility: 'shared' as const,
        search: { status: '["open"]', currency: '["EUR"]' },
        columns: { reference: false },
        ...changes,
      },
    },
  },
});

const listOf = (list: Attributes['list']) => ({
  payload: {
    data: { type: 'saved-view-list' as const, attributes: { resourceId: retail, list } },
  },
});

const names = (answer: { data: { attributes: { name: string } }[] }) =>
  answer.data.map((item) => item.attributes.name);

describe('saved views', () => {
  it('lists a shared view for members who may read the list, a private one for its owner only', async () => {
    const admin = await as('admin');
    await admin.api.call(savedViews.actions['saved-views/create'], view());
    await admin.api.call(
      savedViews.actions['saved-views/create'],
      view({ name: 'Mine only', visibility: 'private' }),
    );
    const finance = await as('finance');
    const seen = await finance.api.call(savedViews.actions['saved-views/list'], listOf('disputes'));
    expect(names(seen)).toEqual(['Open in EUR']);
    expect(seen.data[0]!.attributes).toMatchObject({
      ownerName: 'Ada Admin',
      search: { status: '["open"]', currency: '["EUR"]' },
      columns: { reference: false },
    });
    expect(
      names(await admin.api.call(savedViews.actions['saved-views/list'], listOf('disputes'))),
    ).toEqual(['Mine only', 'Open in EUR']);
    // The developer role does not read disputes: it sees none of their views and cannot save one.
    const developer = await as('developer');
    expect(
      (await developer.api.call(savedViews.actions['saved-views/list'], listOf('disputes'))).data,
    ).toEqual([]);
    const refused = await rejection(
      developer.api.call(savedViews.actions['saved-views/create'], view({ name: 'Dev' })),
    );
    expect(refused.code).toBe('forbidden');
  });

  it('lets only the owner change or remove a view; a private one is not found for others', async () => {
    const admin = await as('admin');
    const shared = await admin.api.call(savedViews.actions['saved-views/create'], view());
    const hidden = await admin.api.call(
      savedViews.actions['saved-views/create'],
      view({ name: 'Hidden', visibility: 'private' }),
    );
    const finance = await as('finance');
    const changed = await rejection(
      finance.api.call(savedViews.actions['saved-views/update'], {
        id: shared.data.id,
        ...view({ name: 'Taken over' }),
      }),
    );
    expect(changed.code).toBe('forbidden');
    const removed = await rejection(
      finance.api.call(savedViews.actions['saved-views/remove'], { id: shared.data.id }),
    );
    expect(removed.code).toBe('forbidden');
    const unseen = await rejection(
      finance.api.call(savedViews.actions['saved-views/remove'], { id: hidden.data.id }),
    );
    expect(unseen.code).toBe('not-found');

    const renamed = await admin.api.call(savedViews.actions['saved-views/update'], {
      id: shared.data.id,
      ...view({ name: 'Open disputes', search: { status: '["open"]' } }),
    });
    expect(renamed.data.attributes).toMatchObject({ name: 'Open disputes', list: 'disputes' });
    expect(
      names(await finance.api.call(savedViews.actions['saved-views/list'], listOf('disputes'))),
    ).toEqual(['Open disputes']);
    await admin.api.call(savedViews.actions['saved-views/remove'], { id: shared.data.id });
    expect(
      (await finance.api.call(savedViews.actions['saved-views/list'], listOf('disputes'))).data,
    ).toEqual([]);
  });

  it('keeps a name unique per owner and list, with the error at the name', async () => {
    const admin = await as('admin');
    await admin.api.call(savedViews.actions['saved-views/create'], view({ name: 'Twice' }));
    const twice = await rejection(
      admin.api.call(savedViews.actions['saved-views/create'], view({ name: 'Twice' })),
    );
    expect(twice.code).toBe('invalid');
    expect(twice.errors[0]?.source?.pointer).toBe('/data/attributes/name');
    // Another list, or another owner, may use it.
    await admin.api.call(
      savedViews.actions['saved-views/create'],
      view({ name: 'Twice', list: 'transactions' }),
    );
    const finance = await as('finance');
    await finance.api.call(savedViews.actions['saved-views/create'], view({ name: 'Twice' }));
    const tooLong = await rejection(
      admin.api.call(savedViews.actions['saved-views/create'], view({ name: 'x'.repeat(61) })),
    );
    expect(tooLong.code).toBe('invalid');
  });

  it('tells the organization when a shared view changes', async () => {
    const admin = await as('admin');
    const finance = await as('finance');
    const heard: unknown[] = [];
    const stop = finance.api.events.on('savedViewChanged', (event) => heard.push(event));
    // A first call opens the push channel; a notice reaches it once it is subscribed.
    await finance.api.call(savedViews.actions['saved-views/list'], listOf('disputes'));
    await channelSubscribed(finance);
    const made = await admin.api.call(savedViews.actions['saved-views/create'], view());
    await vi.waitFor(() =>
      expect(heard).toContainEqual({
        organizationId: retail,
        list: 'disputes',
        viewId: made.data.id,
      }),
    );
    stop();
  });
});
