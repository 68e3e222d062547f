/**
 * Game list, favourites and launch (issue 8, spec 2, 4, 6, 7, 9): search, tabs, filters and the
 * infinite list until its end; favourite add/remove with the server failing once (restored star);
 * launch from a tile, a hot match and the winner board reaching the server's launch page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import type { GamePage, HotMatch } from '../../server/contract/src/types.ts';
import { registerUser } from './helpers/app.ts';
import { devControls } from './helpers/dev.ts';
import { apiGet, closePopupsBeforehand, dismissPopup, openInEnglish } from './helpers/games.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Game-list calls the page makes, as their query parameters. */
function gameCalls(page: Page): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/wps/relay/games') calls.push(url.searchParams);
  });
  return calls;
}

test('search (Enter), tabs and the infinite list across pages until the end (26 a page)', async ({ page, request }) => {
  const calls = gameCalls(page);
  const all = await apiGet<GamePage>(request, '/wps/relay/games', { gameType: 'LIVE', pageSize: 26, pageNo: 1 });
  expect(all.totalPages).toBeGreaterThan(2);
  await openInEnglish(page, '/m/gameList?gameType=LIVE');
  await expect(page.getByRole('heading', { level: 2, name: 'Live casino' })).toHaveText('Live casino');
  await expect(page.getByTestId('game-count')).toHaveText(`${all.total} games`);
  expect(calls[0]!.get('pageSize')).toBe('26');
  expect(calls[0]!.get('gameClassify')).toBe('ALL');

  // Scroll until the end: every page is asked for once, and the last game of the last page shows.
  const last = await apiGet<GamePage>(request, '/wps/relay/games', {
    gameType: 'LIVE',
    pageSize: 26,
    pageNo: all.totalPages,
  });
  const end = page.getByTestId('list-end');
  for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(600);
  }
  await expect(end).toHaveText('No more games');
  await expect(page.locator(`[data-node-id="${last.games.at(-1)!.nodeId}"]`)).toBeVisible();
  expect(calls.map((c) => c.get('pageNo'))).toEqual(Array.from({ length: all.totalPages }, (_, i) => String(i + 1)));
  // Windowed: far fewer tiles in the DOM than games in the list.
  expect(await page.getByTestId('game-tile').count()).toBeLessThan(all.total);

  // Search on Enter.
  await page.evaluate(() => window.scrollTo(0, 0));
  const found = await apiGet<GamePage>(request, '/wps/relay/games', { gameType: 'LIVE', gameName: 'Baccarat' });
  await page.getByTestId('game-search').fill('Baccarat');
  await page.getByTestId('game-search').press('Enter');
  await expect(page.getByTestId('game-count')).toHaveText(`${found.total} games`);
  await expect(page.getByTestId('game-tile')).toHaveCount(found.games.length);
  for (const name of await page.getByTestId('game-tile').locator('button').first().allInnerTexts())
    expect(name).toContain('Baccarat');
  expect(calls.at(-1)!.get('gameName')).toBe('Baccarat');

  // Hot tab: gameType HOT, page 1.
  await page.getByRole('tab', { name: 'Hot' }).click();
  await expect.poll(() => calls.at(-1)?.get('gameType')).toBe('HOT');
  expect(calls.at(-1)!.get('pageNo')).toBe('1');

  // Guests are sent to /m/login for favourites and recent (spec 6).
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('RNG: All selects NEW; the filter panel sets vendor, classification and min bet; a tab switch clears them', async ({
  page,
}) => {
  const calls = gameCalls(page);
  await openInEnglish(page, '/m/gameList?gameType=RNG');
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls[0]!.get('gameClassify')).toBe('NEW');

  // The vendor strip leaves out e-sport and cockfight vendors.
  await expect(page.getByTestId('vendor-strip').locator('[data-vendor]')).toHaveCount(6);

  await page.getByTestId('filter-open').click();
  const panel = page.getByTestId('filter-panel');
  await panel.getByRole('button', { name: 'PG', exact: true }).click();
  await panel.locator('fieldset').nth(1).getByRole('button', { name: 'All', exact: true }).click();
  await panel.getByRole('button', { name: '0.5', exact: true }).click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => calls.at(-1)?.get('vassalage')).toBe('PG');
  const q = calls.at(-1)!;
  expect(q.get('minBet')).toBe('0.5');
  expect(q.get('gameClassify')).toBe('ALL');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  for (const vendor of await tiles.locator('button span:nth-child(3)').allInnerTexts()) expect(vendor).toBe('PG');

  // Other categories are linked from the panel.
  await page.getByTestId('filter-open').click();
  await expect(panel.getByRole('link', { name: 'Fishing' })).toHaveAttribute('href', '/m/gameList?gameType=FISH');
  await panel.getByRole('button', { name: 'Close' }).click();

  // Switching tab resets to page 1 and clears vendor and min bet (spec 4).
  const before = calls.length;
  await page.getByRole('tab', { name: 'Hot' }).click();
  await expect.poll(() => calls.length).toBeGreaterThan(before);
  const hot = calls.at(-1)!;
  expect(hot.get('vassalage')).toBeNull();
  expect(hot.get('minBet')).toBeNull();
  expect(hot.get('pageNo')).toBe('1');
  await page.getByRole('tab', { name: 'All' }).click();
  await expect.poll(() => calls.at(-1)?.get('gameClassify')).toBe('NEW');
});

test.describe('favourites and launch (a fresh player)', () => {
  test.describe.configure({ mode: 'serial' });

  test('favourite add and remove; a failing remove restores the star with a toast', async ({ page, request }) => {
    const player = await registerUser(request);
    const ids = () => apiGet<string[]>(request, '/wps/relay/favorites/ids', {}, player);
    await openInEnglish(page, '/m/gameList?gameType=LIVE', player);
    const tile = page.getByTestId('game-tile').first();
    const nodeId = (await tile.getAttribute('data-node-id'))!;
    const star = tile.getByTestId('favourite-star');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(ids).toEqual([nodeId]);

    // The favourites tab lists it.
    await page.getByRole('tab', { name: 'Favourites' }).click();
    const favTile = page.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
    await expect(favTile).toBeVisible();

    // The server fails the remove once: the tile goes at once, then comes back starred, with a toast.
    await devControls(request).addFault({ path: '/wps/relay/favorites', kind: '500', count: 1 });
    await favTile.getByTestId('favourite-star').click();
    await expect(page.getByText('Could not update favourites.')).toBeVisible();
    await expect(favTile.getByTestId('favourite-star')).toHaveAttribute('aria-pressed', 'true');
    expect(await ids()).toEqual([nodeId]);

    // Without the fault it goes for good.
    await favTile.getByTestId('favourite-star').click();
    await expect(favTile).toBeHidden();
    await expect.poll(ids).toEqual([]);
  });

  test('launch from a tile, a hot match and the winner board reaches the launch page', async ({ page, request }) => {
    const player = await registerUser(request);
    await openInEnglish(page, '/m/gameList?gameType=LIVE', player);
    const tile = page.getByTestId('game-tile').first();
    const nodeId = (await tile.getAttribute('data-node-id'))!;
    const game = (await apiGet<GamePage>(request, '/wps/relay/games', { gameType: 'LIVE', pageSize: 1 })).games[0]!;
    expect(game.nodeId).toBe(nodeId);
    await tile.locator('button').first().click();
    await page.waitForURL(/\/wps\/game\/launched\?/);
    let url = new URL(page.url());
    expect(url.searchParams.get('vendor')).toBe(game.vassalage);
    expect(url.searchParams.get('nodeId')).toBe(game.nodeId);
    expect(url.searchParams.get('gameId')).toBe(game.gameId);
    expect(url.searchParams.get('mode')).toBe('real');
    await expect(page.getByTestId('launched-title')).toHaveText(game.gameName);

    // Hot match: vendor, gameId from roomId, nodeId.
    const matches = await apiGet<HotMatch[]>(request, '/wps/relay/hotMatches');
    await closePopupsBeforehand(page, request, player);
    await openInEnglish(page, '/m/home', player);
    await dismissPopup(page);
    await page.getByTestId('hot-match-open').click();
    await page
      .getByTestId('hot-match-modal')
      .getByRole('button', { name: /^Bet >>/ })
      .first()
      .click();
    await page.waitForURL(/\/wps\/game\/launched\?/);
    url = new URL(page.url());
    expect(url.searchParams.get('vendor')).toBe(matches[0]!.vendor);
    expect(url.searchParams.get('nodeId')).toBe(matches[0]!.nodeId);
    expect(url.searchParams.get('gameId')).toBe(matches[0]!.roomId);

    // Winner board: pause it, then play the first winner's game.
    await closePopupsBeforehand(page, request, player);
    await openInEnglish(page, '/m/home', player);
    await dismissPopup(page);
    const board = page.getByTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    await board.getByRole('button', { name: 'Pause' }).click();
    const play = board.getByRole('button', { name: /^Play now/ }).first();
    const winnerNode = (await play.getAttribute('data-node-id'))!;
    await play.click();
    await page.waitForURL(/\/wps\/game\/launched\?/);
    url = new URL(page.url());
    expect(url.searchParams.get('nodeId')).toBe(winnerNode);
  });
});

test('guests launching a game go to /m/login; the list and lottery pages have no axe violations', async ({ page }) => {
  await openInEnglish(page, '/m/gameList?gameType=LIVE');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByTestId('game-tile').first().locator('button').first().click();
  await expect(page).toHaveURL(/\/m\/login/);
  await openInEnglish(page, '/m/lottery');
  await expect(page.getByTestId('lottery-card').first()).toBeVisible();
  await expect(page.getByTestId('vn-results')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
