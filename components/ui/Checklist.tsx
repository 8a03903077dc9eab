import { Latin } from './Latin'

/**
 * A ticked list of features or inclusions or, with `crossed`, of what a package leaves out, each
 * behind a red cross (the mark is drawn by CSS: one element per item keeps long lists light).
 */
export function Checklist({ items, crossed = false }: { items: readonly string[]; crossed?: boolean }) {
  return (
    <ul className={crossed ? 'checklist checklist--crossed' : 'checklist'}>
      {items.map((item) => (
        <li key={item}>
          <Latin text={item} />
        </li>
      ))}
    </ul>
  )
}
