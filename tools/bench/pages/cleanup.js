'use strict';

/**
 * Undo steps (stop processes, drop the database, remove temp files) run once, newest first, on
 * normal end, on failure and on Ctrl-C, so a benchmark never leaves a database or a process behind.
 */
function createCleanup() {
  const steps = [];
  let running;
  const run = () => {
    running ??= (async () => {
      for (const step of steps.reverse()) {
        try {
          await step.undo();
        } catch (error) {
          console.error(`cleanup: ${step.what} failed: ${error.message}`);
        }
      }
    })();
    return running;
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      run().finally(() => process.exit(130));
    });
  return {
    add(what, undo) {
      steps.push({ what, undo });
    },
    run,
  };
}

module.exports = { createCleanup };
