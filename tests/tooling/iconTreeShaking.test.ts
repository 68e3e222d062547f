// A screen that draws one icon must not carry the kit's set: each icon is its own module and
// createIcon is free of side effects (ui-kit/src/icons), so a bundler drops the icons nobody draws.
import { rolldown } from 'rolldown';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const kitIcons = fileURLToPath(new URL('../../ui-kit/src/icons/index.ts', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'icons-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function bundle(source: string): Promise<string> {
  const input = join(dir, `entry-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(input, source);
  const build = await rolldown({
    input,
    // The kit's own modules are bundled; what it builds on is not what is measured here.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.includes('ui-kit'),
    transform: { jsx: 'react-jsx' },
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output.map((o) => ('code' in o ? o.code : '')).join('\n');
}

describe('kit icons', () => {
  it('a bundle that draws HomeIcon holds Home and no other icon', async () => {
    const code = await bundle(`import { HomeIcon } from ${JSON.stringify(kitIcons)};\nexport default HomeIcon;\n`);
    expect(code).toMatch(/["'`]Home["'`]/);
    for (const other of ['Telegram', 'Android', 'Apple', 'Coins', 'Trophy', 'Settings']) {
      expect(code, `${other} rides along`).not.toMatch(new RegExp(`["'\`]${other}["'\`]`));
    }
  });
});
