import { existsSync, readFileSync } from 'node:fs';

/**
 * Prints one closing line over the Vitest JSON reports of `npm test` (unit/API and browser
 * journeys): "Summary: N passed, N failed, N skipped".
 */
const reports = ['test-results/unit.json', 'test-results/e2e.json'].filter((file) => existsSync(file));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
