// Open points of the specification (issue 38), each as a visitor reads it on the built site.
import { describe, expect, it } from 'vitest'
import { useE2E } from '../support/browser'

const e2e = useE2E()

/** The page's text, the windows that open on a click included, white space collapsed. */
async function pageText(path: string): Promise<string> {
  const { page } = await e2e.open()
  await page.goto(path)
  return page.evaluate(() => (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' '))
}

describe('Saudi emergency numbers: 997 ambulance, 999 police, 998 fire, the same everywhere', () => {
  it.each(['/contact/', '/bn/contact/', '/knowledge-centre/'])('%s gives the three numbers and never 911', async (path) => {
    const text = await pageText(path)
    for (const number of ['997', '999', '998']) expect(text, number).toMatch(new RegExp(`\\b${number}\\b`))
    expect(text).not.toMatch(/\b911\b/)
  })
})

describe('the East London Mosque community trip', () => {
  it('shows its dates and price, £1,649 with £1,749 struck through, departed or not', async () => {
    const { page } = await e2e.open()
    await page.goto('/east-london-mosque-umrah/')
    const trip = page.locator('.community-umrah__hero-trip')
    expect(await trip.textContent()).toMatch(/26 October.*3 November 2025/)
    expect(await trip.locator('.price').textContent()).toContain('£1,649')
    expect(await trip.locator('s, del').first().textContent()).toContain('£1,749')
  })
})
