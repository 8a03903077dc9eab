import { useWords } from '../../content/react/use-words'

/** Links to the sections of a long page. */
export function OnThisPage({ sections }: { sections: ReadonlyArray<{ id: string; heading: string }> }) {
  const t = useWords()
  return (
    <nav className="nusuk-box nusuk-toc" aria-labelledby="nusuk-toc-heading">
      <h2 id="nusuk-toc-heading" className="nusuk-box__title">
        {t('navigation.onThisPage')}
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
