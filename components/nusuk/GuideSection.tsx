import type { NusukSection } from '../../schemas/types.generated'
import { Checklist } from '../ui/Checklist'
import { LinkList } from './LinkList'
import { StepList } from '../ui/StepList'
import { useWords } from '../../content/react/use-words'

/** One section of a Nusuk information page: paragraphs, then steps, a ticked list, a note and links. */
export function GuideSection({ section }: { section: NusukSection }) {
  const t = useWords()
  const headingId = `${section.id}-heading`
  return (
    <section id={section.id} className="nusuk-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nusuk-section__title">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.steps && <StepList steps={section.steps} />}
      {section.points && <Checklist items={section.points} />}
      {section.note && (
        <p className="nusuk-note">
          <strong>{t('notes.important')} </strong>
          {section.note}
        </p>
      )}
      {section.links && <LinkList links={section.links} />}
    </section>
  )
}
