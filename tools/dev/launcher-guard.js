'use strict';
/**
 * Preloaded (NODE_OPTIONS --require) into every node process the launcher starts: when the
 * launcher is gone without stopping it (killed with SIGKILL, a crashed test runner), the process
 * stops itself instead of living on as an orphan that keeps its port.
 */
const launcherPid = Number(process.env.STOREFRONT_LAUNCHER_PID);
const CHECK_EVERY_MS = 1000;
const GRACE_MS = 10_000;

function launcherAlive() {
  try {
    process.kill(launcherPid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

if (Number.isInteger(launcherPid) && launcherPid > 0 && launcherPid !== process.pid) {
  const timer = setInterval(() => {
    if (launcherAlive()) return;
    clearInterval(timer);
    process.kill(process.pid, 'SIGTERM');
    // a process that ignores SIGTERM or hangs in shutdown must still go
    setTimeout(() => process.exit(1), GRACE_MS).unref();
  }, CHECK_EVERY_MS);
  timer.unref();
}
