import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toFieldErrors } from '../forms/_shared/field-errors'
import type { TravelMonthOption } from '../forms/_shared/travel-months'
import { QUOTE_STEP_FIELDS, quoteRequestDefaults, quoteRequestSchema, quoteStepSchema, quoteTexts, stepOfField, quoteEndpoint } from '../forms/quote-request'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { QuoteProgress } from './quote/QuoteProgress'
import { QuoteStepFields } from './quote/QuoteStepFields'
import { chosenByAddress } from '../forms/quote-room'
import { fill } from '../content/browser/fill'
import { useFormat } from '../content/react/use-format'
import { useLocale } from '../content/react/use-words'

/** The words this island needs in the page's language (islands/forms/locale-words.ts). */
export const formWords = ['quote-form']

interface QuoteWizardProps {
  /** The coming twelve months, Ramadan and Flexible, from the build date (forms/_shared/travel-months.ts). */
  travelMonths: TravelMonthOption[]
  captcha: CaptchaConfig
}

const LAST = QUOTE_STEP_FIELDS.length - 1
const HEADING = 'heading'

/**
 * The four-step quote request. Next Step checks the step's own fields; sending checks them all and,
 * when one is wrong, goes to its step with it marked and focused. Focus moves to the step's
 * heading on every step change; going back keeps every value; the captcha shows on the last step.
 */
export default function QuoteWizard({ travelMonths, captcha }: QuoteWizardProps) {
  const locale = useLocale()
  const texts = quoteTexts(locale)
  const format = useFormat()
  const [step, setStep] = useState(0)
  const [focusTarget, setFocusTarget] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const goTo = (next: number, focus: string = HEADING) => {
    setStep(next)
    setFocusTarget(focus)
  }
  const form = useEnquiryForm({
    endpoint: quoteEndpoint.path,
    initialValues: { ...quoteRequestDefaults },
    schema: quoteRequestSchema,
    failureText: texts.failureText,
    onSuccess: () => goTo(0),
    onInvalid: (field) => goTo(stepOfField(field), field),
  })
  const { values, errors, setField } = form

  // A package page's room price links here with ?package=…&room=…: start with both chosen (once).
  const arrived = useRef(false)
  useEffect(() => {
    if (arrived.current) return
    arrived.current = true
    for (const [name, value] of Object.entries(chosenByAddress(window.location.search))) setField(name as 'package', value)
  }, [setField])

  // After the step has rendered: its heading, or the field to fix.
  useEffect(() => {
    if (!focusTarget) return
    const target = focusTarget === HEADING ? heading.current : formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget}"]`)
    target?.focus()
    setFocusTarget(null)
  }, [focusTarget, step])

  const next = () => {
    const checked = quoteStepSchema(step).safeParse(values)
    if (checked.success) return goTo(step + 1)
    const found = toFieldErrors(checked.error, locale)
    form.setErrors((current) => ({ ...current, ...found }))
    setFocusTarget(Object.keys(found)[0] ?? HEADING)
  }

  // Enter in a field of steps 1 to 3 means Next Step, not sending.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST) {
      event.preventDefault()
      next()
    } else void form.submit(event)
  }

  const current = texts.steps[step]!
  const progress = fill(texts.progress, { step: format.digits(step + 1), total: format.digits(LAST + 1) })
  return (
    <form ref={formRef} className="visa-form quote-wizard" onSubmit={submit} noValidate aria-label={texts.heading}>
      <QuoteProgress step={step} text={progress} onGo={(target) => goTo(target)} />
      <fieldset className="visa-form__section quote-wizard__step">
        <legend className="quote-wizard__legend">
          <h3 id="quote-step-heading" className="quote-wizard__heading" ref={heading} tabIndex={-1}>
            <span className="quote-wizard__count">{progress}</span> {current.title}
          </h3>
        </legend>
        <p className="quote-wizard__text">{current.text}</p>
        <div className="form-grid">
          <QuoteStepFields step={step} values={values} errors={errors} setField={setField} travelMonths={travelMonths} />
        </div>
      </fieldset>
      {step === LAST && <Captcha config={captcha} ref={form.captchaRef} />}
      <div className="quote-wizard__actions">
        <button type="button" className="button button--outline" disabled={step === 0} onClick={() => goTo(step - 1)}>
          {texts.previousLabel}
        </button>
        {step < LAST ? (
          <button type="submit" className="button button--primary">
            {texts.nextLabel}
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={form.submitting}>
            {form.submitting ? texts.sendingLabel : texts.submitLabel}
          </button>
        )}
      </div>
      <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
    </form>
  )
}
