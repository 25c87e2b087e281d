// A Vitest reporter for .ci/run: writes, per project (contracts, web, server, server-postgres), the
// tests passed and failed and the summed time of its files, as JSON lines to VITEST_SUITES_FILE.
// A file that failed to load counts as one failure of its project.
import { writeFileSync } from 'node:fs';

export default class SuiteReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const suites = new Map();
    for (const module of testModules) {
      const name = module.project.name || 'default';
      const suite = suites.get(name) ?? { name, passed: 0, failed: 0, seconds: 0 };
      suites.set(name, suite);
      let tests = 0;
      for (const test of module.children.allTests()) {
        tests += 1;
        const state = test.result().state;
        if (state === 'passed') suite.passed += 1;
        else if (state === 'failed') suite.failed += 1;
      }
      if (tests === 0 && module.state() === 'failed') suite.failed += 1;
      suite.seconds += (module.diagnostic().duration ?? 0) / 1000;
    }
    const lines = [...suites.values()].map((suite) => JSON.stringify(suite));
    if (unhandledErrors.length > 0) {
      lines.push(
        JSON.stringify({ name: 'unhandled errors', passed: 0, failed: unhandledErrors.length, seconds: 0 }),
      );
    }
    writeFileSync(process.env.VITEST_SUITES_FILE ?? 'vitest-suites.jsonl', `${lines.join('\n')}\n`);
  }
}
