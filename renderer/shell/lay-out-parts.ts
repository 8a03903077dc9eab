// The parts below the first screen wait to be laid out until the visitor scrolls near them
// (`content-visibility: auto`, components.css), so the first paint never lays out the whole page.
// Left so, a part stands in at a guessed height until reached: a link to a section further down
// lands where the guesses put it, and the page then shrinks under it (thousands of pixels past
// the knowledge centre's Makkah section, issue 38); and a full-page capture, which lays out
// nothing that is off the screen, draws them blank. So once the page is idle they are laid out,
// one part per idle moment (never one long task), and kept laid out; a link followed within the
// page before then lays out every part at once, before the browser scrolls to its target.
import { stylesheetsArrived } from './stylesheets'
import { whenIdle } from './islands'

/** The parts that components.css puts aside until reached, not yet laid out for good. */
function waitingParts(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.section ~ :is(.section, .trust), main ~ :is(.promo, .site-footer)')).filter(
    (part) => part.style.contentVisibility !== 'visible',
  )
}

function layOut(part: HTMLElement): void {
  part.style.contentVisibility = 'visible'
  if (part.contains(document.activeElement)) return
  // Chromium can keep the first screen's styles for a part's content when the part is shown this
  // way (not when scrolled to): taken out of the layout and put back, it is styled afresh.
  part.style.display = 'none'
  void part.offsetHeight
  part.style.removeProperty('display')
}

/** Lays out every part now (before a jump to a #fragment). */
export function layOutEveryPart(): void {
  waitingParts().forEach(layOut)
}

export function initPartLayout(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href^="#"]')
      if (link && link.hash.length > 1) layOutEveryPart()
    },
    true,
  )
  void stylesheetsArrived.then(() => {
    const next = () => {
      const part = waitingParts()[0]
      if (!part) return
      layOut(part)
      whenIdle(next)
    }
    whenIdle(next)
  })
}
