/** The {@link PushSocket} over pusher-js, pointed at any Pusher-protocol server (the provider's or the emulator). */
import Pusher from 'pusher-js';
import type { ChannelHandlers, PushSocket, SocketState } from './push.js';

export interface PusherSocketOptions {
  key: string;
  host: string;
  port: number;
  tls: boolean;
  cluster: string;
  /** Signs a private channel subscription (the client's broadcasting auth). */
  authorize: (socketId: string, channelName: string) => Promise<{ auth: string }>;
}

export function createPusherSocket(options: PusherSocketOptions): PushSocket {
  let pusher: Pusher | undefined;
  let state: SocketState = 'initialized';
  const stateListeners = new Set<(state: SocketState) => void>();
  const channels = new Map<string, ChannelHandlers>();

  const bindChannel = (client: Pusher, name: string, handlers: ChannelHandlers) => {
    const channel = client.subscribe(name);
    channel.bind_global((event: string, data: unknown) => {
      if (event === 'pusher:subscription_succeeded') handlers.subscribed();
      else if (event === 'pusher:subscription_error') handlers.error(data);
      else if (!event.startsWith('pusher:') && !event.startsWith('pusher_internal:'))
        handlers.event(event, data);
    });
  };

  const create = () => {
    const client = new Pusher(options.key, {
      cluster: options.cluster,
      wsHost: options.host,
      wsPort: options.port,
      wssPort: options.port,
      forceTLS: options.tls,
      enabledTransports: options.tls ? ['wss'] : ['ws'],
      disableStats: true,
      channelAuthorization: {
        endpoint: '',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) => {
          options.authorize(socketId, channelName).then(
            (data) => callback(null, data),
            (error: unknown) =>
              callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        },
      },
    });
    const update = (current: SocketState) => {
      if (current === state) return;
      state = current;
      for (const listener of [...stateListeners]) listener(current);
    };
    client.connection.bind('state_change', ({ current }: { current: SocketState }) =>
      update(current),
    );
    // The constructor already started connecting, before the binding above.
    update(client.connection.state as SocketState);
    for (const [name, handlers] of channels) bindChannel(client, name, handlers);
    return client;
  };

  return {
    get state() {
      return state;
    },
    connect() {
      // pusher-js connects on construction.
      if (!pusher) pusher = create();
      else pusher.connect();
    },
    disconnect() {
      pusher?.disconnect();
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    subscribe(name, handlers) {
      channels.set(name, handlers);
      if (pusher) bindChannel(pusher, name, handlers);
      return () => {
        channels.delete(name);
        pusher?.unsubscribe(name);
      };
    },
  };
}
