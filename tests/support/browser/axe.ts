// axe-core (WCAG 2.0/2.1 A and AA plus best practices) on the page as it is now: the one helper
// every browser test uses to check a page or a state of it (a window open, errors shown).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { layOutEveryPart, waitForAnimations } from './chromium'

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  helpUrl: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/** Every violation on the page as it is now, readable in a failure: rule, help, each element. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged once the page's fade-in (and any other finite transition) has ended: mid-fade
  // every text is paler than it will be.
  await waitForAnimations(page)
  // page.evaluate is not subject to the site's Content-Security-Policy (an injected <script> is).
  // Once per document: a second check of the same page (another width, a window open) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // Every part checked as it is once the visitor has scrolled to it (a part not yet laid out has no
  // painted background for the contrast check), then left as the visitor has it.
  const putBack = await layOutEveryPart(page)
  const violations = await page
    .evaluate(
      (tags) =>
        (window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe
          // A player iframe holds YouTube's page, not ours (and it cannot load here).
          .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: false })
          .then((r) =>
            r.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
              id,
              impact,
              help,
              helpUrl,
              nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
            })),
          ),
      TAGS,
    )
    .finally(putBack)
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}\n` +
      v.nodes.map((n) => `    - ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s*\n\s*/g, ' | ')}`).join('\n'),
  )
}

/** Fails with every violation listed, naming where they were found. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page)
  expect(violations.length, `axe violations on ${where}:\n${violations.join('\n')}\n`).toBe(0)
}

/**
 * Puts axe into every document the context opens, before the page's own scripts, where
 * axeViolations finds it: a tab that goes from route to route then does not evaluate axe's 500 kB
 * again on each page (measured on 8 routes: about 0.35 s a route on a loaded machine).
 */
export async function preloadAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE })
}
