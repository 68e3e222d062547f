import { describe, expect, it } from 'vitest';
import { defaultLabels } from '@lobby/ui-kit';

interface CoverageResult {
  namespaces: string[];
  rows: Array<{ code: string }>;
  failures: string[];
}
interface CoverageScript {
  checkCoverage(): CoverageResult;
  formatTable(result: CoverageResult): string;
}

const completeCommon = import.meta.glob<{ kit: Record<string, string> }>('./locales/{en,ty}/common.json', {
  eager: true,
  import: 'default',
});

// The same check as `npm run i18n:coverage -w @lobby/app`, so `npm test` enforces it.
const scriptPath: string = '../../scripts/i18n-coverage.mjs'; // a plain node script: no types to import
const script = (await import(/* @vite-ignore */ scriptPath)) as CoverageScript;

describe('i18n coverage', () => {
  it('has EN and TY complete and every language with all nav/auth/errors keys', () => {
    const result = script.checkCoverage();
    expect(result.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['TY', 'EN', 'AR']));
    expect(result.failures).toEqual([]);
  });

  it('has a common:kit.* text for every KitLabels key of the kit', () => {
    const keys = Object.keys(defaultLabels).sort();
    for (const [file, common] of Object.entries(completeCommon)) {
      expect(Object.keys(common.kit).sort(), file).toEqual(keys);
    }
  });
});
