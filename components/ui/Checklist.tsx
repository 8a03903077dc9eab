import { Icon } from './Icon'

/** A ticked list of features or inclusions. */
export function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={16} /> {item}
        </li>
      ))}
    </ul>
  )
}
