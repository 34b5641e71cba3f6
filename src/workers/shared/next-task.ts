/**
 * Resolves in a task of its own, after whatever the event loop has waiting (arrived bytes above
 * all): long work split by it lets the reading of an answer go on between its parts. Not a
 * timer: a browser clamps nested timeouts to 4 ms. Node has setImmediate; a worker, a message
 * channel of its own.
 */
let channel: MessageChannel | null = null;
const waiting: (() => void)[] = [];

export function nextTask(): Promise<void> {
  const immediate = (globalThis as { setImmediate?: (callback: () => void) => unknown }).setImmediate;
  if (immediate) return new Promise((resolve) => void immediate(resolve));
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
