import type { FaqQuestion } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { LinkList } from './LinkList'

/** One question as a disclosure: <summary> is a native button, so Enter, Space and clicks work with no script. */
export function FaqItem({ item }: { item: FaqQuestion }) {
  return (
    <details id={item.id} className="nusuk-faq">
      <summary className="nusuk-faq__summary">
        <h3 className="nusuk-faq__question">{item.question}</h3>
        <Icon name="chevronDown" className="nusuk-faq__chevron" />
      </summary>
      <div className="nusuk-faq__answer">
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {item.points && (
          <ul className="nusuk-faq__points">
            {item.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {item.links && <LinkList links={item.links} />}
      </div>
    </details>
  )
}
