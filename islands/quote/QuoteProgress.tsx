import { quoteTexts } from '../../forms/quote-request'
import { useFormat } from '../../content/react/use-format'
import { useLocale } from '../../content/react/use-words'

/**
 * The steps by name, each a button to go straight to it (the current one marked), and a bar that is
 * step / 4 full, named for screen readers. Sending still checks every step.
 */
export function QuoteProgress({ step, text, onGo }: { step: number; text: string; onGo: (step: number) => void }) {
  const texts = quoteTexts(useLocale())
  const format = useFormat()
  const total = texts.steps.length
  return (
    <div className="quote-progress">
      <ol className="quote-progress__steps" aria-label={texts.stepsLabel}>
        {texts.steps.map((s, i) => (
          <li key={s.id} className={i < step ? 'is-done' : i === step ? 'is-current' : undefined} aria-current={i === step ? 'step' : undefined}>
            <button type="button" className="quote-progress__go" onClick={() => onGo(i)}>
              <span className="quote-progress__number" aria-hidden="true">
                {format.digits(i + 1)}
              </span>
              <span className="quote-progress__title">{s.title}</span>
            </button>
          </li>
        ))}
      </ol>
      <progress className="quote-progress__bar" aria-label={texts.heading} max={total} value={step + 1} aria-valuetext={text} />
    </div>
  )
}
