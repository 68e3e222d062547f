/**
 * The README's picture: the home at 375x812 in two brands side by side, shot with chromium from a
 * running build and written as a small PNG to docs/images/home-brands.png.
 *
 *   npm run build -w @lobby/app && node scripts/readme-picture.ts [port]
 *
 * It starts the e2e server (fresh seeded database, built site) on the port (default 9590), so the
 * picture shows the seed's data, not anyone's.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import type Sharp from 'sharp';
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts';
import { useLanguage } from '../tests/e2e/helpers/i18n.ts';
import { startSiteServer } from '../tests/e2e/helpers/siteServer.ts';

const port = Number(process.argv[2] ?? 9590);
const brands = ['gold', 'sky'] as const;
const out = 'docs/images/home-brands.png';
// sharp is the server's dependency (image resizing); the script borrows it to put the shots together.
const sharp = createRequire(new URL('../server/package.json', import.meta.url))('sharp') as typeof Sharp;

const server = await startSiteServer(port, 'app/dist');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const shots: Buffer[] = [];
  for (const brand of brands) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    await useLanguage(page, 'EN');
    await page.goto(`http://127.0.0.1:${port}/m/home?brand=${brand}`);
    await page.getByTestId('frame').waitFor();
    await page.waitForLoadState('networkidle');
    // The home's popup opens shortly after the page; the picture is of the page under it.
    const popup = page.getByRole('dialog');
    await popup.waitFor({ timeout: 3000 }).catch(() => undefined);
    while (await popup.count()) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(400);
    }
    shots.push(await page.screenshot());
    await page.close();
  }
  const gap = 16;
  mkdirSync('docs/images', { recursive: true });
  await sharp({ create: { width: 375 * 2 + gap, height: 812, channels: 4, background: '#00000000' } })
    .composite(shots.map((input, i) => ({ input, left: i * (375 + gap), top: 0 })))
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toFile(out);
  console.log(`${out} written (${brands.join(', ')})`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
