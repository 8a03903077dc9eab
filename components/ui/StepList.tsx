import './step-list.css'

interface TitledStep {
  title: string
  text: string
}

/**
 * Numbered steps (the browser numbers them, so screen readers hear "1 of 6"). Plain steps are one
 * line each beside a small number (a visa's processing); titled steps are cards (the Nusuk guides).
 */
export function StepList({ steps }: { steps: readonly string[] | readonly TitledStep[] }) {
  const titled = steps.some((step) => typeof step !== 'string')
  return (
    <ol className={titled ? 'step-list step-list--titled' : 'step-list'}>
      {steps.map((step) =>
        typeof step === 'string' ? (
          <li key={step} className="step-list__item">
            {step}
          </li>
        ) : (
          <li key={step.title} className="step-list__item">
            <strong className="step-list__title">{step.title}</strong>
            <span className="step-list__text">{step.text}</span>
          </li>
        ),
      )}
    </ol>
  )
}
