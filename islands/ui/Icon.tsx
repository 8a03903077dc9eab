import { iconPaths } from './icon-paths'

export type IconName = keyof typeof iconPaths

/**
 * A small inline SVG icon set (stroke icons on a 24px grid), so no icon font or request is needed.
 * How they are drawn (no fill, a round 1.8 stroke in the text colour) is the `.icon` rule of
 * renderer/styles/base.css, written once instead of in each of the dozens of icons on a page.
 */
export function Icon({ name, size = 20, className }: { name: IconName | string; size?: number; className?: string }) {
  const d = iconPaths[name as IconName] ?? iconPaths.check
  return (
    <svg className={className ? `icon ${className}` : 'icon'} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={d} />
    </svg>
  )
}
