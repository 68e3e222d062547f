import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

/**
 * The app's imports run down its floors (app/README.md, "Floors") and never in a circle; Recoil stays
 * inside app/src/state. These cases lint made-up text through the repo's own eslint.config.js, some
 * of it at the path of a real file so that the real files around it close a circle.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
// One instance: loading the flat config and typescript-eslint is the slow part.
const eslint = new ESLint({ cwd: root });

async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result!.messages;
  // A parse error would also be an 'error': make sure the text itself is fine.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

const floorsRule = 'import-x/no-restricted-paths';
const cycleRule = 'import-x/no-cycle';

// The circle check walks the app's import graph (the route table reaches every screen): seconds on a busy machine.
describe('lint: app imports run down the floors, never in a circle', { timeout: 120_000 }, () => {
  it('the route table imported back by routes/paths.ts is a circle and a back-import', async () => {
    // paths.ts as it is, plus one import of the table (which imports paths.ts).
    const code = [
      "import { routeTable } from './table.ts';",
      "export const homePath = '/m/home';",
      "export const loginPath = '/m/login';",
      'export const all = routeTable;',
      '',
    ].join('\n');
    const rules = await lint(code, 'app/src/routes/paths.ts');
    expect(rules).toContain(cycleRule);
    expect(rules).toContain(floorsRule);
  });

  it('a circle inside one floor fails too (money rules importing the withdraw screen)', async () => {
    const code = "import { Withdraw } from './Withdraw.tsx';\nexport const screen = Withdraw;\n";
    expect(await lint(code, 'app/src/features/money/rules.ts')).toEqual([cycleRule]);
  });

  const backward: [string, string, string][] = [
    ['games imports home', 'app/src/features/games/fake.ts', '../home/Home.tsx'],
    ['money imports member', 'app/src/features/money/fake.ts', '../member/MemberCenter.tsx'],
    ['accounts imports member', 'app/src/features/accounts/fake.ts', '../member/Trial.tsx'],
    ['content imports money', 'app/src/features/content/fake.ts', '../money/rules.ts'],
    ['shared imports a feature area', 'app/src/features/shared/fake.ts', '../member/redRainRules.ts'],
  ];
  for (const [what, file, from] of backward) {
    it(`rejects a back-import between feature areas: ${what}`, async () => {
      const code = `import * as back from '${from}';\nexport const x = back;\n`;
      expect(await lint(code, file)).toContain(floorsRule);
    });
  }

  it('lets an area import the areas after it (home -> games, member -> money, any -> shared)', async () => {
    const code = [
      "import { useLaunch } from '../games/useLaunch.ts';",
      "import { isPaymentPassword } from '../money/rules.ts';",
      "import { useLoad } from '../shared/useLoad.ts';",
      'export const x = [useLaunch, isPaymentPassword, useLoad];',
      '',
    ].join('\n');
    expect(await lint(code, 'app/src/features/home/fake.ts')).toEqual([]);
  });

  const upward: [string, string, string][] = [
    ['a feature imports the route table', 'app/src/features/home/fake.ts', '../../routes/table.ts'],
    ['a feature imports the entry', 'app/src/features/home/fake.ts', '../../App.tsx'],
    ['the frame imports a feature', 'app/src/frame/fake.ts', '../features/games/GameList.tsx'],
    ['the frame imports the router', 'app/src/frame/fake.ts', '../routes/router.tsx'],
    ['state imports the frame', 'app/src/state/fake.ts', '../frame/AppShell.tsx'],
    ['the api imports a feature', 'app/src/api/fake.ts', '../features/money/rules.ts'],
    ['i18n imports the route table', 'app/src/i18n/fake.ts', '../routes/table.ts'],
    ['the routes import the entry', 'app/src/routes/fake.ts', '../main.tsx'],
  ];
  for (const [what, file, from] of upward) {
    it(`rejects: ${what}`, async () => {
      const code = `import * as up from '${from}';\nexport const x = up;\n`;
      expect(await lint(code, file)).toContain(floorsRule);
    });
  }

  const downward: [string, string, string][] = [
    ['a feature imports route paths', 'app/src/features/home/fake.ts', '../../routes/paths.ts'],
    ['state imports route paths', 'app/src/state/fake.ts', '../routes/paths.ts'],
    ['a feature imports the frame and state', 'app/src/features/home/fake.ts', '../../frame/ErrorState.tsx'],
    ['the frame imports state', 'app/src/frame/fake.ts', '../state/hooks.ts'],
    ['the routes import the frame', 'app/src/routes/fake.ts', '../frame/AppShell.tsx'],
  ];
  for (const [what, file, from] of downward) {
    it(`accepts: ${what}`, async () => {
      const code = `import * as down from '${from}';\nexport const x = down;\n`;
      expect(await lint(code, file)).toEqual([]);
    });
  }
});

describe('lint: Recoil only inside app/src/state', () => {
  it('rejects recoil in a feature, the frame and the entry', async () => {
    for (const file of ['app/src/features/home/fake.tsx', 'app/src/frame/fake.ts', 'app/src/App.tsx']) {
      const code = "import { useRecoilValue } from 'recoil';\nexport const x = useRecoilValue;\n";
      expect(await lint(code, file)).toEqual(['no-restricted-imports']);
    }
  });

  it('accepts recoil inside app/src/state', async () => {
    const code = "import { atom } from 'recoil';\nexport const x = atom;\n";
    expect(await lint(code, 'app/src/state/fake.ts')).toEqual([]);
  });
});

describe("lint: web/ never imports the reference platform's code", () => {
  it('rejects server/src from web/src, and takes the shared @lobby/observe and the contract', async () => {
    const back = "import { createServer } from '../../server/src/app.ts';\nexport const x = createServer;\n";
    expect(await lint(back, 'web/src/fake.ts')).toEqual(['no-restricted-imports']);
    const shared =
      "import { methodLabel } from '@lobby/observe';\nimport { routes } from '@lobby/contract';\nexport const x = [methodLabel, routes];\n";
    expect(await lint(shared, 'web/src/fake.ts')).toEqual([]);
  });
});
