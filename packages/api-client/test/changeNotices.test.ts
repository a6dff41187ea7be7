import { describe, expect, it, vi } from 'vitest';
import { pushEvents } from '../src/index';
import { CHANNEL, sessionClient } from './session';

describe('change notices', () => {
  it('emits a pushed ledger change to the app, checked against its schema', () => {
    const { client, socket } = sessionClient();
    const listener = vi.fn();
    client.events.on('ledgerChanged', listener);

    socket.push(CHANNEL, pushEvents.ledgerChanged, {
      organizationId: 'org-1',
      currencies: ['EUR'],
    });
    // A notice of the wrong shape is dropped, not handed to the app.
    socket.push(CHANNEL, pushEvents.ledgerChanged, { organizationId: 7 });

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ organizationId: 'org-1', currencies: ['EUR'] });
  });

  it('emits a pushed access change, so the app reloads the permissions', () => {
    const { client, socket } = sessionClient();
    const listener = vi.fn();
    client.events.on('accessChanged', listener);

    socket.push(CHANNEL, pushEvents.accessChanged, { identityId: 'idt-1' });
    socket.push(CHANNEL, pushEvents.accessChanged, {});

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ identityId: 'idt-1' });
  });
});
