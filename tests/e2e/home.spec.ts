/**
 * Home (issue 8, docs/product/home-and-games.md#home): the blocks render from the seeded data, the hall's category
 * rules, the login popup groups (guest B, member A, first login A+F) and the changed-set rule.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test } from './helpers/test.ts';
import type { GameVendorConfig, HotMatch, Winner } from '../../server/contract/src/types.ts';
import { adoptSession, loginUser, registerUser } from './helpers/app.ts';
import { apiGet, closePopupsBeforehand, dismissPopup, openInEnglish } from './helpers/games.ts';
import { useLanguage } from './helpers/i18n.ts';

// Several specs share one server and two workers: give the lazy blocks time.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

test('guest home: notice bar, banners, hot match, jackpot, quick buttons, winners and hall from seeded data', async ({
  page,
  request,
}) => {
  await closePopupsBeforehand(page, request);
  await openInEnglish(page, '/m/home');
  await dismissPopup(page);
  // Notice bar: the H headlines of the seed; tapping opens /m/notice.
  const notice = page.getByTestId('notice-bar');
  await expect(notice.getByRole('region', { name: 'Announcements' })).toContainText('Jackpot passed PHP 500,000,000!');
  // The titles move (a pause button, WCAG 2.2.2); each is a button that opens /m/notice (checked last).
  await expect(notice.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Banners: five seeded banners, first one eager with high priority, pagination dots.
  const banners = page.getByTestId('banners');
  await expect(banners.locator('img')).toHaveCount(5);
  await expect(banners.locator('img').first()).toHaveAttribute('src', '/cdn/LOBBY/banner/1.svg');
  await expect(banners.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
  // Pagination dots (docs/product/home-and-games.md#banners: more than one banner) and a pause button for the autoplay.
  await expect(banners.getByRole('button', { name: /^Banner \d of 5$/ })).toHaveCount(5);
  await expect(banners.getByRole('button', { name: 'Pause' })).toBeVisible();
  // Hot match ticker: the first upcoming match of the server.
  const matches = await apiGet<HotMatch[]>(request, '/wps/relay/hotMatches');
  // The ticker moves every 5 s: it shows one of the server's matches; the modal lists them all.
  const names = matches.map((m) => `${m.homeTeam} VS ${m.awayTeam}`);
  await expect(page.getByTestId('hot-match-ticker')).toContainText(new RegExp(names.join('|')));
  await page.getByTestId('hot-match-open').click();
  const modal = page.getByRole('dialog', { name: 'Hot matches' });
  await expect(modal.getByRole('listitem')).toHaveCount(matches.length);
  const card = modal.getByRole('listitem').first();
  await expect(card).toContainText(matches[0]!.league);
  await expect(card).toContainText(matches[0]!.homeTeam);
  await expect(card).toContainText('VS');
  await expect(card.getByRole('button', { name: /^Bet >>/ })).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', matches[0]!.homeTeamImageUrl);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  // Jackpot: docs/product/constants.md#page-sizes starts between 200,000,000 and 990,000,000 and links to the winner page.
  const jackpot = page.getByTestId('jackpot');
  const digits = Number((await jackpot.locator('.lobby-visually-hidden').innerText()).replace(/\D/g, ''));
  expect(digits).toBeGreaterThanOrEqual(200_000_000);
  expect(digits).toBeLessThanOrEqual(990_000_000 + 500 * 10);
  // Quick buttons (docs/product/home-and-games.md#quick-buttons): deposit, withdraw, single cash back, reward.
  const quick = page.getByTestId('quick-buttons').getByRole('button');
  await expect(quick).toHaveText(['Deposit', 'Withdraw', 'Cash back', 'Rewards']);
  // Winner board: the highest win of the server first (docs/product/states.md#winner-list).
  const winners = (await apiGet<{ list: Winner[] }>(request, '/wps/relay/winners', { limitNum: 20 })).list;
  const top = [...winners].sort((a, b) => b.vo.winAmount - a.vo.winAmount)[0]!;
  const board = page.getByTestId('winner-board');
  await board.scrollIntoViewIfNeeded();
  // docs/product/constants.md#page-sizes: up to 20 winners, highest first; more than 3 scroll by themselves in a 3-row box, with a pause.
  const boardRows = board.getByRole('region', { name: 'Big winners' }).getByRole('listitem');
  await expect(boardRows).toHaveCount(Math.min(20, winners.length));
  await expect(boardRows.first()).toContainText(top.vo.gameName);
  // A row is one line: the game's icon (a picture of AVIF and WebP sources), the names and the
  // amount, then the play button. The sources once took grid cells and pushed the icon to the end.
  const row = boardRows.first();
  const [icon, words, play] = await Promise.all([
    row.locator('img').boundingBox(),
    row.locator(':scope > div').boundingBox(),
    row.getByRole('button').boundingBox(),
  ]);
  expect(icon!.x + icon!.width).toBeLessThanOrEqual(words!.x);
  expect(words!.x + words!.width).toBeLessThanOrEqual(play!.x);
  for (const part of [icon!, words!, play!])
    expect(Math.abs(part.y + part.height / 2 - (icon!.y + icon!.height / 2))).toBeLessThan(16);
  await expect(board.getByRole('button', { name: 'Pause' })).toBeVisible();
  // The box that held the board's place before it rendered is the board's height: no empty band below it.
  const slotBox = (await page.getByTestId('winner-slot').boundingBox())!;
  expect(Math.abs(slotBox.height - (await board.boundingBox())!.height)).toBeLessThanOrEqual(1);
  // Hall: Hot first and active, nine hot games (drawn when the player scrolls near it).
  await page.getByTestId('hall-slot').scrollIntoViewIfNeeded();
  const hall = page.getByTestId('game-hall');
  await hall.scrollIntoViewIfNeeded();
  await expect(hall.getByRole('tab').first()).toHaveText('Hot');
  await expect(hall.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
  await expect(hall.getByTestId('hall-games').getByRole('listitem')).toHaveCount(9);
  // Jackpot goes to the winner page.
  await jackpot.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/winnerPage$/);
  const leaders = page.getByRole('region', { name: 'Winner leaderboard' }).getByRole('listitem');
  await expect(leaders).toHaveCount(Math.min(20, winners.length));
  // The leaderboard: highest winAmount first (docs/product/states.md#popup).
  await expect(leaders.first()).toContainText(top.vo.gameName);
  const amounts = (await leaders.allInnerTexts()).map((x) =>
    Number(/(\d[\d,]*\.\d{2})/.exec(x)![1]!.replace(/,/g, '')),
  );
  expect(amounts).toHaveLength(Math.min(20, winners.length));
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  // Tapping an announcement title opens /m/notice with that announcement open and in view.
  await page.goBack();
  const bar = page.getByTestId('notice-bar');
  await bar.getByRole('button', { name: 'Pause' }).click();
  const tapped = 'Jackpot passed PHP 500,000,000!';
  await bar.getByRole('button', { name: tapped }).first().click();
  await expect(page).toHaveURL(/\/m\/notice\?id=\d+$/);
  const items = page.getByTestId('notice-item');
  const open = items.filter({ has: page.locator('[aria-expanded="true"]') });
  await expect(open).toHaveCount(1);
  await expect(open).toContainText(tapped);
  await expect(open).toBeInViewport();
  await expect(items.filter({ has: page.locator('[aria-expanded="false"]') })).toHaveCount((await items.count()) - 1);
});

test('hall tabs: HOT added first, SPORTS split into COCKFIGHT, SPORTS, ESPORTS (docs/product/states.md#game-hall)', async ({
  page,
  request,
}) => {
  const config = await apiGet<GameVendorConfig>(request, '/wps/relay/games/vendors');
  // The server's sorting has no HOT and one SPORTS entry holding all three kinds.
  expect(config.sorting.some((s) => s.gameCategory === 'HOT')).toBe(false);
  await closePopupsBeforehand(page, request);
  await openInEnglish(page, '/m/home');
  await dismissPopup(page);
  // Drawn when the player scrolls near it (Home.tsx), as here.
  await page.getByTestId('hall-slot').scrollIntoViewIfNeeded();
  const hall = page.getByTestId('game-hall');
  await hall.scrollIntoViewIfNeeded();
  const tabs = hall.getByRole('tab');
  await expect(tabs).toHaveText([
    'Hot',
    'Cockfight',
    'Sports',
    'E-sports',
    'Live casino',
    'Slots',
    'Fishing',
    'Poker',
    'Originals',
    'Lottery',
    'E-lottery',
  ]);
  await tabs.filter({ hasText: 'Cockfight' }).click();
  await expect(hall.getByTestId('hall-vendor')).toHaveText(['DS88 Sabong COCKFIGHT']);
  await tabs.filter({ hasText: /^Sports$/ }).click();
  await expect(hall.getByTestId('hall-vendor')).toHaveText(['BTi Sports SPORTS', 'SABA Sports SPORTS']);
  await tabs.filter({ hasText: 'E-sports' }).click();
  await expect(hall.getByTestId('hall-vendor')).toHaveText(['TF Gaming ESPORTS']);
  // An RNG vendor opens its category page with the vendor (docs/product/calls.md#games) — for members; guests log in first.
  await tabs.filter({ hasText: 'Slots' }).click();
  await hall.getByTestId('hall-vendor').first().click();
  await expect(page).toHaveURL(/\/m\/login/);
});

test('guest popups: group B, paged, closing stores show=false under SHELL_PU_B', async ({ page }) => {
  await openInEnglish(page, '/m/home');
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading')).toHaveText('Join Lobby today');
  await expect(popup).toContainText('1 / 2');
  await expect(popup.getByRole('button', { name: 'Previous notice' })).toBeDisabled();
  await popup.getByRole('button', { name: 'Next notice' }).click();
  await expect(popup.getByRole('heading')).toHaveText('Try before you play');
  await expect(popup.getByRole('button', { name: 'Next notice' })).toBeDisabled();
  // Sanitised HTML content.
  await expect(popup.getByText('Test play any game with demo credits.')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('SHELL_PU_B') ?? 'null'));
  expect(stored).toEqual({
    show: false,
    data: [
      { title: 'Join Lobby today', content: '<p>Register and get <b>88 free credits</b>.</p>' },
      { title: 'Try before you play', content: '<p>Test play any game with demo credits.</p>' },
    ],
  });
  // Same set: stays closed after a reload.
  await page.reload();
  await expect(page.getByTestId('banners')).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(popup).toBeHidden();
  // A changed set (another content) shows again.
  await page.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('SHELL_PU_B')!);
    s.data[0].content = '<p>old text</p>';
    localStorage.setItem('SHELL_PU_B', JSON.stringify(s));
  });
  await page.reload();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading')).toHaveText('Join Lobby today');
});

test('member popups: first login shows A and F, a later login shows A again (changed set)', async ({
  page,
  request,
}) => {
  const first = await registerUser(request);
  expect(first.firstTimeLogin).toBe(true);
  await openInEnglish(page, '/m/home', first);
  const popup = page.getByTestId('login-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('1 / 3');
  const titles: string[] = [];
  for (let i = 0; i < 3; i++) {
    titles.push(await popup.getByRole('heading').innerText());
    if (i < 2) await popup.getByRole('button', { name: 'Next notice' }).click();
  }
  expect(titles).toEqual(['Welcome back!', 'Deposit bonus +1%', 'First login gift']);
  await popup.getByRole('button', { name: 'Close' }).click();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('SHELL_PU_A') ?? 'null'));
  expect(stored.show).toBe(false);
  expect(stored.data).toHaveLength(3);
  expect(await page.evaluate(() => localStorage.getItem('SHELL_PU_B'))).toBeNull();

  // A second login is no longer the first: group A only, a different set, so it shows again.
  const again = await loginUser(request, first.userName, first.password);
  expect(again.firstTimeLogin).toBe(false);
  await adoptSession(page, again);
  await page.reload();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('1 / 2');
  await expect(popup.getByRole('heading')).toHaveText('Welcome back!');
  await popup.getByRole('button', { name: 'Next notice' }).click();
  await expect(popup.getByRole('heading')).toHaveText('Deposit bonus +1%');
});

test('home and winner page have no axe violations', async ({ page, request }) => {
  await closePopupsBeforehand(page, request);
  await openInEnglish(page, '/m/home');
  await dismissPopup(page);
  await page.getByTestId('hall-slot').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('game-hall').getByTestId('hall-games').getByRole('listitem').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.goto('/m/winnerPage');
  await expect(page.getByRole('region', { name: 'Winner leaderboard' }).getByRole('listitem').first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

// The jackpot's amount fits its card on a narrow phone in every script (JackpotRoller's Amount): in
// Burmese its digits were 340 px wide at the token's size and crossed the card's edge at 375 px;
// Bengali's Indian grouping adds a mark; at 320 px every language reached into the card's padding.
for (const code of ['EN', 'BN', 'MY']) {
  test(`the jackpot's amount stays inside its card at 320 px in ${code}`, async ({ page, request }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await useLanguage(page, code);
    // The guest's login popup would open half a second after the page and, a modal, hide the card
    // from the accessibility tree while the test measures it.
    await closePopupsBeforehand(page, request);
    await page.goto('/m/home');
    const jackpot = page.getByTestId('jackpot');
    const amount = jackpot.locator('span[dir="ltr"]');
    await expect(amount).toBeVisible();
    const [card, drawn, padding] = await jackpot.getByRole('button').evaluate((el) => {
      const box = (e: Element) => e.getBoundingClientRect();
      const a = el.querySelector('span[dir="ltr"]')!;
      return [box(el).toJSON(), box(a).toJSON(), parseFloat(getComputedStyle(el).paddingInlineStart)];
    });
    expect(drawn.left).toBeGreaterThanOrEqual(card.left + padding - 0.5);
    expect(drawn.right).toBeLessThanOrEqual(card.right - padding + 0.5);
  });
}
