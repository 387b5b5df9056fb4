import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Under DROPWIRE_STRICT_TESTS=1 (CI) a skipped browser test fails the run instead of passing quietly. */
export default class StrictReporter implements Reporter {
  private skipped: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.skipped.push(test.titlePath().join(' › '));
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (process.env.DROPWIRE_STRICT_TESTS !== '1' || this.skipped.length === 0) return undefined;
    console.error(`Skipped browser tests are not allowed here:\n  ${this.skipped.join('\n  ')}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }
}
