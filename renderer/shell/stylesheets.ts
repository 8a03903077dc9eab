// The site's stylesheets, asked for once the first screen has been painted from the document's own
// critical CSS (scripts/critical-css.ts): their requests, and restyling the whole page with them,
// then come after the first paint instead of before it. They wait as links in a <noscript> at the
// end of <body>, which a browser without scripts reads as it is. A page in a language that links
// them in <head> (FIRST_SCREEN_CSS_INLINED, content/browser/locale.ts) has none to ask for.

/** The attribute of the <noscript> that holds the page's stylesheet links. */
export const STYLESHEETS_ATTRIBUTE = 'data-stylesheets'

let arrived: () => void = () => undefined
/** Settles once the page's stylesheets have come (never, should one fail): at once on a page that links them itself. */
export const stylesheetsArrived = new Promise<void>((resolve) => (arrived = resolve))

export function loadStylesheets(): void {
  // With scripts on, a <noscript>'s content is its markup as text: the build's own links.
  const links = document.querySelector(`noscript[${STYLESHEETS_ATTRIBUTE}]`)?.textContent
  if (!links) {
    // A page that links them in <head> (a Bengali page, content/browser/locale.ts) was painted with them.
    arrived()
    return layOutParts()
  }
  // At once: this script runs only once the first screen has been painted, or at load on a page
  // that paints nothing until they come (SHELL_LOADER and FRAGMENT_WAIT in scripts/critical-css.ts).
  const before = new Set(document.head.querySelectorAll('link[rel="stylesheet"]'))
  document.head.insertAdjacentHTML('beforeend', links)
  const added = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !before.has(link))
  // Each link's outcome: true once its sheet has come, false when it could not be fetched.
  const settled = (link: HTMLLinkElement) =>
    new Promise<boolean>((done) => {
      link.addEventListener('load', () => done(true))
      link.addEventListener('error', () => done(false))
    })
  void Promise.all(added.map(settled)).then((outcomes) => {
    if (outcomes.every(Boolean)) arrived()
    layOutParts()
  })
}

/** A #fragment followed before the stylesheets came is scrolled to again; the parts below the first screen are laid out. */
const layOutParts = () => void import('./lay-out-parts').then(({ afterStylesheets }) => afterStylesheets())
