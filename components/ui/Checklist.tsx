/** A ticked list of features or inclusions (the tick is drawn by CSS: one element per item keeps long lists light). */
export function Checklist({ items }: { items: string[] }) {
  return (
    <ul className="checklist">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
