import type { TravelMonthOption } from '../../forms/_shared/travel-months'
import { quoteTexts, type QuoteRequestValues } from '../../forms/quote-request'
import { quotePackageOf, roomChoiceLabel, roomsOf } from '../../forms/quote-room'
import { QUOTE_PACKAGES } from '../../forms/quote-packages.generated'
import { useLocale } from '../../content/react/use-words'
import { HotelGuestFields } from '../hotels/HotelGuestFields'
import { RadioChoices } from '../ui/RadioChoices'
import { CheckboxField } from '../fields/CheckboxField'
import { SelectField } from '../fields/SelectField'
import { TextAreaField } from '../fields/TextAreaField'
import { formField } from '../fields/section-props'

type ListField = 'serviceType' | 'duration' | 'groupSize' | 'budget' | 'accommodationType' | 'roomSharing' | 'dietaryRequirements' | 'bestTimeToCall'
const REQUIRED: ReadonlySet<string> = new Set(['serviceType', 'groupSize'])
const NEEDS = ['visaRequired', 'flightRequired', 'insuranceRequired', 'mobilityAssistance'] as const

/** The fields of one step of the quote wizard (0 to 3), as docs/specification/part-2.md lists them. */
export function QuoteStepFields({
  step,
  values,
  errors,
  setField,
  travelMonths,
}: {
  step: number
  values: QuoteRequestValues
  errors: Partial<Record<string, string>>
  setField: <K extends keyof QuoteRequestValues>(name: K, value: QuoteRequestValues[K]) => void
  travelMonths: readonly TravelMonthOption[]
}) {
  const form = { values, errors, setField }
  const locale = useLocale()
  const texts = quoteTexts(locale)
  const { labels: quoteLabels } = texts
  // A package priced by room offers its own rooms, each with its price per person (forms/quote-room.ts).
  const chosenPackage = quotePackageOf(values.package)
  const packageRooms = chosenPackage ? roomsOf(chosenPackage) : []
  const quoteOptions = {
    ...texts.options,
    roomSharing:
      packageRooms.length > 0
        ? packageRooms.map((room) => ({ value: room, label: roomChoiceLabel(room, values.package, locale)! }))
        : texts.options.roomSharing,
  }
  const list = (name: ListField, prompt: string | null = texts.choosePrompt) => (
    <SelectField {...formField(form, quoteLabels, name)} required={REQUIRED.has(name)} prompt={prompt} options={quoteOptions[name]} />
  )
  switch (step) {
    case 0:
      return <HotelGuestFields values={values} errors={errors} onChange={setField} labels={quoteLabels} />
    case 1:
      return (
        <>
          {list('serviceType')}
          <SelectField
            {...formField(form, quoteLabels, 'package')}
            prompt={texts.noPackage}
            options={QUOTE_PACKAGES.map((pkg) => ({ value: pkg.id, label: pkg.titles[locale] }))}
          />
          <SelectField {...formField(form, quoteLabels, 'travelMonth')} prompt={texts.choosePrompt} options={travelMonths} />
          {list('duration')}
          {list('groupSize')}
          {list('budget')}
        </>
      )
    case 2:
      return (
        <>
          {list('accommodationType')}
          {list('roomSharing')}
          {NEEDS.map((name) => (
            <CheckboxField key={name} name={name} label={quoteLabels[name]} checked={values[name]} error={errors[name]} onChange={(v) => setField(name, v)} />
          ))}
          {list('dietaryRequirements', null)}
          <TextAreaField {...formField(form, quoteLabels, 'specialRequests')} />
        </>
      )
    default:
      return (
        <>
          <RadioChoices
            legend={quoteLabels.preferredContact}
            name="preferredContact"
            options={quoteOptions.preferredContact}
            value={values.preferredContact}
            error={errors.preferredContact}
            onChange={(v) => setField('preferredContact', v)}
          />
          {list('bestTimeToCall')}
        </>
      )
  }
}
