// The site's stylesheets, asked for once the first screen has been painted from the document's own
// critical CSS (scripts/critical-css.ts): their requests, and restyling the whole page with them,
// then come after the first paint instead of before it. They wait as links in a <noscript> at the
// end of <body>, which a browser without scripts reads as it is.

/** The attribute of the <noscript> that holds the page's stylesheet links. */
export const STYLESHEETS_ATTRIBUTE = 'data-stylesheets'

export function loadStylesheets(): void {
  // With scripts on, a <noscript>'s content is its markup as text: the build's own links.
  const links = document.querySelector(`noscript[${STYLESHEETS_ATTRIBUTE}]`)?.textContent
  if (!links) return
  let asked = false
  const ask = () => {
    if (!asked) document.head.insertAdjacentHTML('beforeend', links)
    asked = true
  }
  // When the browser reports the first paint of the page's content (a timer would wait on a page
  // whose clock tests hold); a browser that does not report paints, once the page has loaded.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length > 0 && ask()).observe({ type: 'paint', buffered: true })
  } else addEventListener('load', ask)
}
