'use strict';
const { canConnect, httpStatus, waitUntil } = require('../../tools/dev/health');

/** How long a killed process may take to be restarted by the launcher and answer again. */
const BACK_TIMEOUT_MS = 90_000;

/** Whether the process answers as the launcher's health check asks: /readyz for a gateway, its port for the rest. */
function answers({ service, port }) {
  return service === 'gateway'
    ? async () => (await httpStatus(`http://127.0.0.1:${port}/readyz`)) === 200
    : () => canConnect(port);
}

/**
 * SIGKILLs replica `replica` of every service of the launcher's `system` at once (no chance to
 * finish a call or close a connection), then waits until the launcher has started each again and
 * it answers. Resolves [{ name, killedPid, newPid, backAfterMs }].
 */
async function killReplicas(system, replica) {
  const chosen = system.instances.filter((instance) => instance.replica === replica);
  const pidOf = (name) => system.processes.find((process) => process.name === name)?.pid;
  const killedAt = Date.now();
  const killed = chosen.map((instance) => {
    const pid = pidOf(instance.name);
    process.kill(pid, 'SIGKILL');
    return { instance, pid };
  });
  return Promise.all(
    killed.map(async ({ instance, pid }) => {
      const answering = answers(instance);
      await waitUntil(async () => pidOf(instance.name) !== pid && (await answering()), {
        what: `${instance.name} back after SIGKILL`,
        timeoutMs: BACK_TIMEOUT_MS,
        intervalMs: 200,
      });
      return { name: instance.name, killedPid: pid, newPid: pidOf(instance.name), backAfterMs: Date.now() - killedAt };
    }),
  );
}

module.exports = { killReplicas };
