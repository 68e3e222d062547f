/** The red envelope rain's timing and scoring (pure, seeded, so tests and replays agree). */
export const rainTiming = {
  /** Seconds of the get-ready countdown. */
  countdownSeconds: 3,
  /** Seconds the rain lasts. */
  rainSeconds: 20,
  /** A new envelope every this many ms. */
  spawnEveryMs: 450,
  /** How long one envelope takes to fall, ms (min..max). */
  fallMs: [2200, 3600] as const,
} as const;

export interface Envelope {
  id: number;
  /** Horizontal position in percent of the field (5..85). */
  x: number;
  /** Fall time in ms. */
  fallMs: number;
  /** Points inside (1..88). */
  points: number;
  /** When it appears, ms after the rain starts. */
  at: number;
}

/** mulberry32: a tiny seeded PRNG. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every envelope of one rain, in order of appearance. */
export function rainSchedule(seed: number): Envelope[] {
  const rnd = prng(seed);
  const count = Math.floor((rainTiming.rainSeconds * 1000) / rainTiming.spawnEveryMs);
  const [lo, hi] = rainTiming.fallMs;
  return Array.from({ length: count }, (_, id) => ({
    id,
    x: 5 + Math.floor(rnd() * 80),
    fallMs: lo + Math.floor(rnd() * (hi - lo)),
    // Mostly small, now and then a big one.
    points: rnd() < 0.1 ? 30 + Math.floor(rnd() * 59) : 1 + Math.floor(rnd() * 9),
    at: id * rainTiming.spawnEveryMs,
  }));
}

/** The envelopes on screen at `elapsed` ms that were not caught. */
export const visibleEnvelopes = (all: Envelope[], elapsed: number, caught: ReadonlySet<number>): Envelope[] =>
  all.filter((e) => e.at <= elapsed && elapsed < e.at + e.fallMs && !caught.has(e.id));

export const totalPoints = (all: Envelope[], caught: ReadonlySet<number>): number =>
  all.reduce((sum, e) => (caught.has(e.id) ? sum + e.points : sum), 0);
