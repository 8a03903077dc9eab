import { describe, expect, it } from 'vitest'
import { calibratedSlowdown } from '../../tooling/cpu-slowdown'

// `npm run bench -- --calibrate`: the CPU slowdown Lighthouse's documentation gives for a host of
// each speed (its calculator's points), so that the page is scored on the same phone on any host.
describe("Lighthouse's CPU slowdown for this machine", () => {
  it("is the documented one at each of the calculator's points", () => {
    expect(calibratedSlowdown(150)).toBe(1)
    expect(calibratedSlowdown(800)).toBe(2)
    expect(calibratedSlowdown(1300)).toBe(3)
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 1)
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 1)
  })

  it('is in between them, and grows with the host’s speed', () => {
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 5)
    expect(calibratedSlowdown(475)).toBeCloseTo(1.5, 5)
    const speeds = [150, 400, 799, 800, 801, 1100, 1299, 1300, 1301, 1700, 2500]
    const slowdowns = speeds.map(calibratedSlowdown)
    expect(slowdowns).toEqual([...slowdowns].sort((a, b) => a - b))
  })

  it('refuses a host too slow to stand in for a phone, saying why', () => {
    expect(() => calibratedSlowdown(149)).toThrow("too slow to stand in for a phone (Lighthouse's benchmarkIndex 149, at least 150 needed)")
    expect(() => calibratedSlowdown(Number.NaN)).toThrow('too slow')
  })
})
