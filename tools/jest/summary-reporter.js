/**
 * Prints one closing line "N passed, N failed[, N skipped]" after the default jest output, the
 * plain summary CI reads whatever the test runner. A suite that cannot run (syntax error, hook
 * misuse) counts as one failure.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const brokenSuites = results.testResults.filter((r) => r.testExecError && !r.skipped).length;
    const failed = results.numFailedTests + brokenSuites;
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(
      `\n${results.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
    );
  }
}

module.exports = SummaryReporter;
