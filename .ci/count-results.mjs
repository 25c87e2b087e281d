// Prints "<passed> <failed>" from a Playwright JSON report. A flaky test (failed, then passed when
// run again to record its trace) counts as failed, as Playwright's own exit status does.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(process.argv[2], 'utf8'));
if (!report.stats) process.exit(1);
const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
const errors = (report.errors ?? []).length;
console.log(`${expected} ${unexpected + flaky + errors}`);
