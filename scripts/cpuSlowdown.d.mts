/** See cpuSlowdown.mjs. */
export function cpuSlowdownFor(benchmarkIndex: number): number | undefined;
