import { useId } from 'react'

/** A required choice of a few options as radio buttons in a fieldset, its error read out with the group. A page that shows it imports radio-choices.css (pages import the CSS their islands use, so it is inlined). */
export function RadioChoices({
  legend,
  name,
  options,
  value,
  error,
  onChange,
}: {
  legend: string
  name: string
  options: ReadonlyArray<{ value: string; label: string }>
  value: string
  error?: string
  onChange: (value: string) => void
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <fieldset className="field field--wide choices" aria-describedby={error ? errorId : undefined}>
      <legend>
        {legend}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="choices__options">
        {options.map((option) => (
          <label key={option.value} className="choices__option">
            <input type="radio" name={name} value={option.value} checked={value === option.value} required onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
