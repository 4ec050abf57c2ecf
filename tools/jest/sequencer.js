const Sequencer = require('@jest/test-sequencer').default;

/**
 * The suites that start whole systems (Chromium end to end, fault injection, the launcher) take
 * minutes each; the rest take seconds. On a fresh clone jest knows no durations and orders by
 * file size, so one of the long suites could start last and run alone at the end. Longest first
 * keeps both workers busy until the end; within each group jest's own order (durations it has
 * seen, else size) stands.
 */
const LONG = [
  /\/tests\/e2e\//,
  /\/tests\/scale-out\//,
  /-under-faults\.test\./,
  /\/tools\/dev\/.*\.test\./,
  /fuzz\.test\./,
  // processes killed and restarted on purpose
  /kill[^/]*\.test\./,
];

const isLong = (test) => LONG.some((pattern) => pattern.test(test.path));

class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const ordered = await super.sort(tests);
    return [...ordered.filter(isLong), ...ordered.filter((test) => !isLong(test))];
  }
}

module.exports = LongestFirstSequencer;
