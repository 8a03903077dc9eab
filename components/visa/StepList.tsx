/** Numbered processing steps (the browser numbers them, so screen readers hear "1 of 4"). */
export function StepList({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="visa-steps">
      {steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  )
}
