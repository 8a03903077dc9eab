// What a Bengali page, form or e-mail may still say in Latin letters and digits (issue 37) is one
// allowlist, content/server/language/bengali-latin.ts, which the build's scan reads too. A test adds what else it
// knows to be allowed (the visitor's own entries, a postcode).
import type { Locator } from 'playwright-core'

export { latinWordsIn as latinIn, latinDigitsIn } from '../../content/server/language/bengali-latin'

/** Everything a visitor reads in an element: its text, every option of its lists and its name. */
export const readAllText = (element: Locator): Promise<string> =>
  element.evaluate((el) =>
    [
      (el as HTMLElement).innerText,
      ...Array.from(el.querySelectorAll('option'), (option) => option.textContent ?? ''),
      el.getAttribute('aria-label') ?? '',
    ].join('\n'),
  )
