/** Cancel and submit, at the foot of an application ('Submitting...' while it is read and sent). */
export function VisaFormActions({ submitting, onCancel }: { submitting: boolean; onCancel: () => void }) {
  return (
    <div className="visa-form__actions">
      <button type="button" className="button button--outline" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Submit Application'}
      </button>
    </div>
  )
}
