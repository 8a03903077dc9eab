import type { UmrahRitual } from '../../schemas/types.generated'
import { useFormat } from '../../content/react/use-format'

/** The rites of Umrah as numbered steps, each with its Arabic name. */
export function UmrahRituals({ steps }: { steps: UmrahRitual[] }) {
  const { digits } = useFormat()
  return (
    <ol className="card-grid card-grid--4 umrah-rituals">
      {steps.map((step, i) => (
        <li key={step.title} className="umrah-rituals__step">
          <span className="umrah-rituals__number" aria-hidden="true">
            {digits(i + 1)}
          </span>
          <h3 className="umrah-rituals__title">
            {step.title}{' '}
            <span className="umrah-rituals__arabic" lang="ar" dir="rtl">
              {step.arabic}
            </span>
          </h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  )
}
