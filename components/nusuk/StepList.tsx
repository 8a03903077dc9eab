/** Numbered steps (the browser numbers them, so screen readers hear "1 of 6"). */
export function StepList({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="nusuk-steps">
      {steps.map((step) => (
        <li key={step.title} className="nusuk-steps__item">
          <strong className="nusuk-steps__title">{step.title}</strong>
          <span className="nusuk-steps__text">{step.text}</span>
        </li>
      ))}
    </ol>
  )
}
