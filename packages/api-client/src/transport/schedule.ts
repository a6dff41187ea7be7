type Immediate = (callback: () => void) => unknown;

/**
 * Runs `callback` in a later macrotask (not a microtask), so a burst of work yields to the event loop:
 * `setImmediate` in Node, a MessageChannel in browsers (no 4 ms clamp), `setTimeout` otherwise.
 */
export function scheduleTask(callback: () => void): void {
  // Looked up at call time so test fakes installed later are honoured.
  const immediate = (globalThis as { setImmediate?: Immediate }).setImmediate;
  if (typeof immediate === 'function') {
    immediate(callback);
    return;
  }
  if (typeof MessageChannel === 'function') {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      callback();
    };
    channel.port2.postMessage(null);
    return;
  }
  setTimeout(callback, 0);
}
