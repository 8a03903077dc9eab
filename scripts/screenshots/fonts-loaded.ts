// In-page part of `npm run screenshots`, run by page.evaluate once `document.fonts.ready`: whether
// the family the page's heading and its text ask for first is a web font the page has loaded.

export interface FaceUse {
  /** The first family of the element's font-family, as the stylesheet names it. */
  family: string
  /** loaded: a FontFace of that family with status 'loaded'; declared: one, not loaded; system: none declared. */
  state: 'loaded' | 'declared' | 'system'
  /** The font that drew it (tests/support/browser/platform-fonts.ts), filled in from Node. */
  drawnIn?: string | null
}

/**
 * The elements whose faces are read: the page's first heading set in a face other than the text's
 * (the home page's h1 is a small line in the text's face; its slides' titles are the display
 * face), marked by fontsLoaded, else its h1; and its first paragraph of text.
 */
export const HEADING = '[data-shot-heading]'
export const TEXT = 'main p'

export interface FontsLoaded {
  heading: FaceUse | null
  body: FaceUse
  /** Every loaded face, "Family weight". */
  loaded: string[]
}

export function fontsLoaded(): FontsLoaded {
  const faces = [...document.fonts]
  const unquote = (name: string) => name.trim().replace(/^["']|["']$/g, '')
  const use = (el: Element): FaceUse => {
    const family = unquote(getComputedStyle(el).fontFamily.split(',')[0] ?? '')
    const ofFamily = faces.filter((face) => unquote(face.family) === family)
    const state = ofFamily.some((face) => face.status === 'loaded') ? 'loaded' : ofFamily.length ? 'declared' : 'system'
    return { family, state }
  }
  // Serialised alone into the page, so the selectors are written out here (HEADING and TEXT).
  const text = document.querySelector('main p') ?? document.body
  const textFamily = getComputedStyle(text).fontFamily
  const headings = [...document.querySelectorAll('h1, h2, h3')]
  const heading = headings.find((el) => getComputedStyle(el).fontFamily !== textFamily) ?? document.querySelector('h1')
  heading?.setAttribute('data-shot-heading', '')
  return {
    heading: heading ? use(heading) : null,
    body: use(text),
    loaded: faces.filter((face) => face.status === 'loaded').map((face) => `${unquote(face.family)} ${face.weight}`),
  }
}
