'use strict';
const { readFileSync } = require('node:fs');

/** Linux's USER_HZ: /proc reports CPU time in ticks of 1/100 s on every platform Node runs on. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in milliseconds; 0 once it is gone. */
function cpuMsOf(pid) {
  try {
    // the command name (field 2) may hold spaces; the fields after its closing parenthesis do not
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU time each { name: pid } spends between now and stop(), in milliseconds. CPU per request is
 * the figure a busy, shared machine distorts least: other processes stretch wall-clock latency and
 * cut throughput, but they hardly change what one request costs the process that serves it.
 */
function measureCpu(pids) {
  const start = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMsOf(pid)]));
  return {
    stop() {
      return Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMsOf(pid) - start[name]]));
    },
  };
}

module.exports = { measureCpu };
