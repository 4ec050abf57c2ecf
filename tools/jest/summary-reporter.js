/**
 * Prints one closing line "N passed, N failed[, N skipped]" after the default jest output, the
 * plain summary CI reads whatever the test runner. A suite that cannot run (syntax error, hook
 * misuse) counts as one failure. Before it, the slowest test files with their times.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const brokenSuites = results.testResults.filter((r) => r.testExecError && !r.skipped).length;
    const failed = results.numFailedTests + brokenSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    const slowest = results.testResults
      .map((r) => ({ file: r.testFilePath.replace(`${process.cwd()}/`, ''), ms: r.perfStats.end - r.perfStats.start }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
    // where a long run spends its time, so a slow suite is seen before CI creeps past its budget
    if (slowest.length > 1)
      process.stdout.write(
        `\nSlowest test files:\n${slowest.map((s) => `  ${(s.ms / 1000).toFixed(1)} s  ${s.file}`).join('\n')}\n`,
      );
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}

module.exports = SummaryReporter;
