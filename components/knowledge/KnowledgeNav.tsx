import type { KnowledgeSection } from '../../schemas/types.generated'

/**
 * The sticky row of links to the sections. renderer/shell/section-nav.ts marks the link of the
 * section being read (aria-current); the page scrolls smoothly unless motion is reduced (base.css).
 */
export function KnowledgeNav({ label, sections }: { label: string; sections: KnowledgeSection[] }) {
  return (
    <nav className="kc-nav" aria-label={label} data-section-nav="">
      <div className="container">
        <ul className="kc-nav__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="kc-nav__link" href={`#${section.id}`}>
                {section.nav}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
