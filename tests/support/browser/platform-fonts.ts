// Which fonts Chromium really drew an element's own text in, asked through the DevTools protocol
// (CSS.getPlatformFontsForNode): what `font-family` asks for says nothing of the device's font
// that draws it when the page brings no face of its own. Read by tests/e2e/bengali-fonts.test.ts
// and `npm run screenshots`.
import type { Page } from 'playwright-core'

export interface PlatformFont {
  familyName: string
  /** A face the page brought (@font-face), not one of the device's. */
  isCustomFont: boolean
  glyphCount: number
}

/** The fonts of the first element matching `selector`, most glyphs first; null when nothing matches. */
export async function platformFontsOf(page: Page, selector: string): Promise<PlatformFont[] | null> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    if (!nodeId) return null
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    return [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)
  } finally {
    await cdp.detach()
  }
}
