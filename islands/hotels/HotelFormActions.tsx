/** Cancel and submit, at the foot of a hotel form ('Submitting...' while it is sent). */
export function HotelFormActions({ submitting, submitLabel, onCancel }: { submitting: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="hotels-form__actions">
      <button type="button" className="button button--outline" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? 'Submitting...' : submitLabel}
      </button>
    </div>
  )
}
