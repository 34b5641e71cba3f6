import { afterEach } from 'vitest';
import { Actor, type AnyActorLogic } from 'xstate';

/**
 * Every actor a test starts is stopped when the test ends, as a page's actors stop when it goes.
 * The node projects run their files in one worker without isolation, so an actor left running
 * keeps its timers: an order screen's draft machine, for one, asks for its draft again every five
 * seconds, and those requests reach whatever http client a later file installed.
 */
type Running = Set<Actor<AnyActorLogic>>;
const key = Symbol.for('tests.running-actors');
const shared = globalThis as { [key]?: Running };

// This setup runs again before each file of a worker, over the same xstate module: the start is
// wrapped once, and every file's hook empties the one set.
if (!shared[key]) {
  const running: Running = new Set();
  shared[key] = running;
  const start = Actor.prototype.start;
  Actor.prototype.start = function (this: Actor<AnyActorLogic>) {
    if (!this._parent) running.add(this);
    return start.call(this);
  };
}
const running = shared[key];

afterEach(() => {
  for (const actor of running) actor.stop();
  running.clear();
});
