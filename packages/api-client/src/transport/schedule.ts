/**
 * Runs `callback` in a later macrotask (not a microtask), so a burst of work yields to the event loop:
 * `setImmediate` in Node, a MessageChannel in browsers (no 4 ms clamp), `setTimeout` otherwise.
 */
export function scheduleTask(callback: () => void): void {
  if (typeof setImmediate === 'function') {
    setImmediate(callback);
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
