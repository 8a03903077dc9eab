import { useWords } from '../../content/react/use-words'

/** Cancel and submit, at the foot of a form in a window ('Submitting...' while it is sent). */
export function FormActions({
  submitting,
  submitLabel,
  onCancel,
  className,
}: {
  submitting: boolean
  submitLabel: string
  onCancel: () => void
  className: string
}) {
  const t = useWords()
  return (
    <div className={className}>
      <button type="button" className="button button--outline" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('forms.submitting') : submitLabel}
      </button>
    </div>
  )
}
