// Which way is forward on the screen: the carousels and the gallery's viewer go to their next item
// with the arrow key and the swipe that follow the way the page's lines run, so ArrowLeft is
// "next" on a right-to-left page (<html dir>, content/browser/locale.ts's DIRECTIONS). The tabs do the
// same in their own few characters (tabs.ts: every page's shell script carries them).

/** Whether the element's lines run right to left (its `dir`, or its page's). */
const rightToLeft = (element: Element): boolean => getComputedStyle(element).direction === 'rtl'

/** 1 (next) or -1 (previous) for ArrowRight and ArrowLeft in the element's direction; 0 for any other key. */
export function arrowStep(key: string, element: Element): -1 | 0 | 1 {
  const rightward = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0
  if (rightward === 0) return 0
  return rightToLeft(element) ? (-rightward as -1 | 1) : rightward
}

/**
 * A sideways swipe of `dx` pixels (negative: leftwards): the next item comes in from the line's
 * end, so a finger moving towards the line's start asks for it (1), the other way for the previous (-1).
 */
export function swipeStep(dx: number, element: Element): -1 | 1 {
  const towardsStart = rightToLeft(element) ? dx > 0 : dx < 0
  return towardsStart ? 1 : -1
}
