'use strict';
/**
 * When the launcher restarts a process that died on its own, and when it stops trying. Pure: the
 * supervisor keeps one crash history per process and asks these functions what to do next.
 */

/**
 * A crash is retried soon (most are one-off: a SIGKILL, an out-of-memory), later and later while
 * they repeat so a crash loop does not flood the log, and never more than 30 s apart. A process
 * that then ran for a minute counts as healthy again. Five crashes within two minutes mean it
 * cannot run at all (bad config, broken build): restarting it further would only hide that.
 */
const RESTART_POLICY = Object.freeze({
  firstDelayMs: 500,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  crashLimit: 5,
  crashWindowMs: 120_000,
});

/** The history of a process that never crashed: crash times within the window, consecutive crashes. */
const NO_CRASHES = Object.freeze({ recent: Object.freeze([]), streak: 0 });

/** The history after a crash at `at` of a run that lasted `ranMs`. */
function recordCrash(history, { at, ranMs }, policy = RESTART_POLICY) {
  const streak = ranMs >= policy.healthyAfterMs ? 1 : history.streak + 1;
  const recent = [...history.recent.filter((time) => at - time < policy.crashWindowMs), at];
  return { recent, streak };
}

/** The delay before restart number `attempt` of a streak: doubling from the first, capped. */
function backoffDelay(attempt, policy = RESTART_POLICY) {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, attempt - 1));
}

/**
 * What to do after the crash that produced `history`: `{ restart: true, delayMs, attempt }` or
 * `{ restart: false, reason }`.
 */
function nextStep(history, policy = RESTART_POLICY) {
  if (history.recent.length >= policy.crashLimit)
    return {
      restart: false,
      reason: `crashed ${history.recent.length} times within ${seconds(policy.crashWindowMs)} s`,
    };
  return { restart: true, delayMs: backoffDelay(history.streak, policy), attempt: history.streak };
}

/** How a process ended, as people read it: `exit code 1` or `signal SIGKILL`. */
function describeExit({ code, signal }) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/** The one line, shown behind the process's tag, that tells what happens after a crash. */
function crashNotice(exit, step) {
  const how = describeExit(exit);
  return step.restart
    ? `exited with ${how}; restarting it in ${seconds(step.delayMs)} s (attempt ${step.attempt})`
    : `${step.reason} (last: ${how}); giving up`;
}

function seconds(ms) {
  return String(Math.round(ms / 100) / 10);
}

module.exports = { RESTART_POLICY, NO_CRASHES, recordCrash, backoffDelay, nextStep, describeExit, crashNotice };
