// The knowledge centre's sticky navigator (components/knowledge/KnowledgeNav.tsx): marks the link
// of the section being read with aria-current as the visitor scrolls, and keeps it in view in the
// row (which scrolls sideways on phones).

import { PARTS_LAID_OUT } from './scroll-to-target'

export function initSectionNav(nav: HTMLElement): void {
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
  const sections = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1)))).filter((el): el is HTMLElement => el !== null)
  if (sections.length === 0) return
  // Before the browser scrolls to a section, every part is laid out: the sections above it no
  // longer stand in at guessed heights (renderer/shell/lay-out-parts.ts).
  nav.addEventListener('click', () => document.documentElement.classList.add(PARTS_LAID_OUT), true)
  const list = nav.querySelector<HTMLElement>('ul')
  let current = ''

  const update = () => {
    // A section is read once its top passes a little below the navigator, or reaches where a link
    // to it lands (the page's scroll-padding-top), whichever is lower.
    const landing = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
    const line = Math.max(nav.getBoundingClientRect().bottom + 24, landing + 2)
    let reading = sections[0]!
    for (const section of sections) if (section.getBoundingClientRect().top <= line) reading = section
    // The last sections may be too short to reach the line: at the bottom of the page, the last is read.
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) reading = sections[sections.length - 1]!
    if (reading.id === current) return
    current = reading.id
    for (const link of links) {
      if (link.hash === `#${current}`) {
        link.setAttribute('aria-current', 'location')
        // Centred in the list by where both are drawn, so the same in either direction (a right-to-left list's scrollLeft runs from 0 down).
        if (list) list.scrollLeft += centreX(link) - centreX(list)
      } else link.removeAttribute('aria-current')
    }
  }

  let queued = false
  const queue = () => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      queued = false
      update()
    })
  }
  window.addEventListener('scroll', queue, { passive: true })
  window.addEventListener('resize', queue)
  // The page's stylesheets arrive after its first paint and move the sections without a scroll:
  // the mark follows the layout, not only the scrolling.
  if ('ResizeObserver' in window) new ResizeObserver(queue).observe(document.body)
  update()
}

const centreX = (element: Element): number => {
  const { left, width } = element.getBoundingClientRect()
  return left + width / 2
}
