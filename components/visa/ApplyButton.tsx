/** A tab's Apply button: islands/VisaServices opens the application named by data-apply when it is pressed. */
export function ApplyButton({ applyKey, label }: { applyKey: string; label: string }) {
  return (
    <button type="button" className="button button--primary button--large" data-apply={applyKey}>
      {label}
    </button>
  )
}
