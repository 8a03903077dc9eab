import { chromium } from 'playwright-core'
const [, , base, out, ...paths] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'] })
for (const motion of ['reduce', 'no-preference']) for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, reducedMotion: motion })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'load' })
    await page.evaluate(() => document.querySelectorAll('[data-carousel]').forEach((c) => c.dispatchEvent(new FocusEvent('focusin'))))
    await page.waitForTimeout(1200)
    const els = await page.locator('[data-carousel], [data-slideshow], .wcu-carousel, .transport-carousel').all()
    let i = 0
    for (const el of els) {
      await el.scrollIntoViewIfNeeded()
      await page.mouse.move(0, 0)
      await el.screenshot({ path: `${out}/${path.replace(/\W/g, '_')}-${width}-${motion}-${i++}.png`, animations: 'disabled' })
    }
  }
  await page.close()
}
await browser.close()
