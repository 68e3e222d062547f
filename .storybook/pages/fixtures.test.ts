/**
 * The page stories' data is the server's seed: recording again (real server, temporary database,
 * pinned clock) must give the committed fixtures byte for byte. When this fails after a seed or
 * server change, run `npm run fixtures:pages` and review the page-story baselines.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixturesFile, recordPageFixtures, serialize } from '../../scripts/page-fixtures.ts';
import type { PageFixtures } from '../../scripts/page-fixtures.ts';

const captchaKey = 'GET /wps/captcha';

describe('page-story fixtures', () => {
  it('equal a fresh recording from the seed (npm run fixtures:pages)', async () => {
    const committed = readFileSync(fixturesFile, 'utf8');
    const recorded = await recordPageFixtures();
    // The server draws captcha noise with crypto.randomInt: the one image that cannot repeat. Its
    // shape is checked; its pixels are taken from the committed file.
    const kept = (JSON.parse(committed) as PageFixtures).answers;
    for (const viewer of ['guest', 'player', 'agent'] as const) {
      const answer = recorded.answers[viewer][captchaKey];
      expect(answer?.body).toMatchObject({ success: true, value: expect.stringMatching(/^iVBORw0KGgo/) });
      recorded.answers[viewer][captchaKey] = kept[viewer][captchaKey]!;
    }
    const fresh = await serialize(recorded);
    // Compare parsed first for a readable diff, then bytes.
    expect(JSON.parse(fresh)).toEqual(JSON.parse(committed));
    expect(fresh).toBe(committed);
  });
});
