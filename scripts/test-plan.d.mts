// Types for scripts/test-plan.mjs (plain JavaScript: `npm test` runs it before anything is built).
export interface Suite {
  name: string;
  needs: string[];
}
export const suites: Suite[];
export function testPlan(root?: string): (Suite & { missing: string[] })[];
export const e2eSeconds: Record<string, number>;
export function e2eShardFiles(of: number, root?: string): string[][];
export function playwrightReportCounts(report: unknown): {
  passed: number;
  failed: number;
  skipped: number;
  flaky: number;
  flakyNames: string[];
  failedNames: string[];
};
