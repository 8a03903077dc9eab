import { CheckboxField } from '../fields/CheckboxField'
import { TextAreaField } from '../fields/TextAreaField'

type Declaration = 'previousVisit' | 'criminalRecord'
type Note = 'medicalConditions' | 'specialRequests'

/** The two yes/no declarations and the free-text notes (Saudi and Schengen applications). */
export function DeclarationFields({
  labels,
  values,
  errors,
  onTick,
  onChange,
}: {
  labels: Record<Declaration | Note, string>
  values: Record<Declaration, boolean> & Record<Note, string>
  errors: Partial<Record<string, string>>
  onTick: (name: Declaration, checked: boolean) => void
  onChange: (name: Note, value: string) => void
}) {
  const declarations: Declaration[] = ['previousVisit', 'criminalRecord']
  const notes: Note[] = ['medicalConditions', 'specialRequests']
  return (
    <>
      {declarations.map((name) => (
        <CheckboxField key={name} name={name} label={labels[name]} checked={values[name]} error={errors[name]} onChange={(checked) => onTick(name, checked)} />
      ))}
      {notes.map((name) => (
        <TextAreaField key={name} name={name} label={labels[name]} value={values[name]} error={errors[name]} onChange={(value) => onChange(name, value)} />
      ))}
    </>
  )
}
