// The bench's CPU calibration, apart so it can be tested without running the bench.

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from its Lighthouse benchmarkIndex, as
 * Lighthouse's CPU throttling guide and its calculator map it: 4x (the default) is right for an index
 * near 1533; each 233 above 1300 adds one, 800..1300 spans 2x..3x, 150..800 spans 1x..2x; below 150
 * the machine is slower than the phone and gets no slowdown.
 */
export function cpuSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return undefined;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}
