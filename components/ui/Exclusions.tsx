import { Icon } from '../../islands/ui/Icon'

/** What a package does not include, each line behind a red cross: the counterpart of Checklist. */
export function Exclusions({ items }: { items: readonly string[] }) {
  return (
    <ul className="exclusions">
      {items.map((item) => (
        <li key={item}>
          <Icon name="close" size={16} /> {item}
        </li>
      ))}
    </ul>
  )
}
