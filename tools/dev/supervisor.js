'use strict';
const { NO_CRASHES, RESTART_POLICY, crashNotice, nextStep, recordCrash } = require('./restart-policy');

/**
 * Keeps the launcher's processes running. `watch(name, handle)` after every start; when that
 * handle exits without being stopped (`handle.expectedExit` marks a deliberate stop), the
 * supervisor says so through `notify(name, line)` and calls `relaunch(name)` after the policy's
 * delay, or, once the policy gives up, calls `giveUp({ name, code, signal, reason })`.
 */
function createSupervisor({ relaunch, notify, giveUp, policy = RESTART_POLICY, now = Date.now }) {
  const current = new Map();
  const histories = new Map();
  const pending = new Map();
  const reasons = new Map();
  let stopped = false;

  function crashed(name, exit, ranMs) {
    const history = recordCrash(histories.get(name) ?? NO_CRASHES, { at: now(), ranMs }, policy);
    histories.set(name, history);
    const step = nextStep(history, policy);
    notify(name, crashNotice(exit, step));
    if (!step.restart) {
      reasons.set(name, step.reason);
      giveUp({ name, code: exit.code, signal: exit.signal, reason: step.reason });
      return;
    }
    const timer = setTimeout(() => {
      pending.delete(name);
      if (!stopped) relaunch(name);
    }, step.delayMs);
    pending.set(name, timer);
  }

  return {
    watch(name, handle) {
      current.set(name, handle);
      const startedAt = now();
      void handle.exited.then((exit) => {
        if (stopped || handle.expectedExit || current.get(name) !== handle) return;
        crashed(name, exit, now() - startedAt);
      });
    },
    /** A deliberate restart (npm run dev) replaces a pending one. */
    cancel(name) {
      clearTimeout(pending.get(name));
      pending.delete(name);
    },
    /** Why the supervisor stopped restarting `name`, or undefined while it keeps it running. */
    gaveUp(name) {
      return reasons.get(name);
    },
    /** No more restarts: the system is stopping. */
    stop() {
      stopped = true;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}

module.exports = { createSupervisor };
