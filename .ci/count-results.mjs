// Prints "<passed> <failed>" from a Vitest or Playwright JSON report.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
if (typeof report.numPassedTests === 'number') {
  // Vitest: a file that failed to load has no tests but counts as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  console.log(`${report.numPassedTests} ${report.numFailedTests + brokenFiles}`);
} else if (report.stats) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const errors = (report.errors ?? []).length;
  console.log(`${expected + flaky} ${unexpected + errors}`);
} else {
  process.exit(1);
}
