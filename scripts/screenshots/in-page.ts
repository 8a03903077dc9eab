// Runs one of the screenshot script's in-page functions in the page. tsx compiles with esbuild's
// keepNames, which wraps every named inner function in `__name(…)`, a helper the page does not have
// (vitest's compiler does not, so the tests' page.evaluate calls never meet it): the function goes
// in as text, with a `__name` that gives the function back.
import type { Page } from 'playwright-core'

export function inPage<T>(page: Page, fn: () => T): Promise<T> {
  return page.evaluate(`(() => { const __name = (f) => f; return (${fn.toString()})() })()`) as Promise<T>
}
