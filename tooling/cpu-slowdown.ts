// How much Lighthouse should slow this machine's CPU to score pages as on its mid-tier phone
// (tooling/lighthouse.ts, `npm run bench -- --calibrate`).

/**
 * The slowdown that makes a host of this `benchmarkIndex` stand in for Lighthouse's mid-tier phone,
 * as Lighthouse's documentation calibrates it (docs/throttling.md, "Calibrating the CPU slowdown",
 * and its calculator): 1× at 150, 2× at 800, 3× at 1,300, then one more for each 233 (4× at 1,533,
 * where the default is meant). So a slow host is slowed less, and a fast one more, than by 4×.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) {
    throw new Error(`This machine is too slow to stand in for a phone (Lighthouse's benchmarkIndex ${benchmarkIndex}, at least 150 needed)`)
  }
  const points: [index: number, slowdown: number][] = [
    [150, 1],
    [800, 2],
    [1300, 3],
  ]
  const above = points.findIndex(([index]) => index > benchmarkIndex)
  if (above === -1) return 3 + (benchmarkIndex - 1300) / 233
  const [lowIndex, lowSlowdown] = points[above - 1]!
  const [highIndex, highSlowdown] = points[above]!
  return lowSlowdown + ((benchmarkIndex - lowIndex) / (highIndex - lowIndex)) * (highSlowdown - lowSlowdown)
}
