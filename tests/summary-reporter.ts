import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints one closing line per run: 'playwright: N passed, N failed, N flaky, N skipped', then each
 * flaky test by name. A test that failed and passed on its retry is flaky, not passed: on CI
 * (failOnFlakyTests) it fails the run.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private readonly flaky: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (test.outcome() === 'flaky') this.flaky.push(test.titlePath().filter(Boolean).join(' › '));
    else if (result.status === 'passed') this.passed += 1;
    else if (result.status === 'skipped') this.skipped += 1;
    else this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    console.log(
      `playwright: ${this.passed} passed, ${this.failed} failed, ${this.flaky.length} flaky, ${this.skipped} skipped`,
    );
    for (const title of this.flaky) console.log(`  flaky: ${title}`);
  }
}
