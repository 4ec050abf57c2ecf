'use strict';
const { readFileSync } = require('node:fs');

const INTERVAL_MS = 250;

/** Resident set size of a process in bytes, or undefined once it is gone. */
function readRss(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Samples the RSS of each { name: pid } every 250 ms until stop(), which returns the peak of each
 * in bytes. Peak, not mean: the target is a ceiling per process.
 */
function sampleRss(pids) {
  const peak = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name], readRss(pid) ?? 0);
  };
  sample();
  const timer = setInterval(sample, INTERVAL_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { ...peak };
    },
  };
}

module.exports = { sampleRss, readRss };
