import { iconPaths } from './icon-paths'

export type IconName = keyof typeof iconPaths

/** Icons that point along the line, mirrored on a right-to-left page (`.icon--flips`, renderer/styles/base.css). */
const POINTS_ALONG_LINE = new Set<string>(['chevronLeft', 'chevronRight', 'arrowRight'])

/**
 * A small inline SVG icon set (stroke icons on a 24px grid), so no icon font or request is needed.
 * How they are drawn (no fill, a round 1.8 stroke in the text colour) is the `.icon` rule of
 * renderer/styles/base.css, written once instead of in each of the dozens of icons on a page.
 */
export function Icon({ name, size = 20, className }: { name: IconName | string; size?: number; className?: string }) {
  const d = iconPaths[name as IconName] ?? iconPaths.check
  const classes = ['icon', POINTS_ALONG_LINE.has(name) && 'icon--flips', className].filter(Boolean).join(' ')
  return (
    <svg className={classes} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  )
}
