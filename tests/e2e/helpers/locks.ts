import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from '@playwright/test';

/** A lock older than this belongs to a test that was stopped inside it (a timeout): taken over. */
const staleMs = 120_000;

/**
 * Runs `fn` while no other test of this run (any worker, any file) holds the lock `name`. For what
 * specs share and cannot keep apart otherwise: the seeded accounts' balances, which some specs move
 * and read to the cent. The lock is a directory in the project's output folder, which Playwright
 * empties at the start of every run.
 */
export async function exclusive<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = join(test.info().project.outputDir, '.locks', name);
  mkdirSync(join(dir, '..'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch {
      try {
        if (Date.now() - statSync(dir).mtimeMs > staleMs) rmSync(dir, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The seeded accounts' balances (demo_agent, demo_player): agent-team.spec.ts and member-screens.spec.ts
 * move them and read them to the cent.
 */
export const seededBalances = 'seeded-balances';

/**
 * The isolated merchant's menu flags and promotion settings: member-center.spec.ts and
 * member-screens.spec.ts turn them off and on, and read the menu or the leaderboard they decide.
 */
export const isolatedMenuSettings = 'isolated-menu-settings';
