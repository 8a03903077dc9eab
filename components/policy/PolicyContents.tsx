import type { ContentsEntry } from '../../content/server/markdown/render'

/** The policy's table of contents: a link to each `##` section by its anchor. */
export function PolicyContents({ heading, contents }: { heading: string; contents: readonly ContentsEntry[] }) {
  return (
    <nav className="policy-contents" aria-labelledby="policy-contents-heading">
      <h2 id="policy-contents-heading" className="policy-contents__heading">
        {heading}
      </h2>
      <ol>
        {contents.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
