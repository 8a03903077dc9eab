import { labelKeysOf, type FieldDefinitions } from '../../forms/_shared/define-form'
import { contactPageFields } from '../../forms/contact'
import { quoteFields } from '../../forms/quote-request'
import { saudiVisaFields, schengenVisaFields } from '../../forms/visa-application'
import { bangladeshServiceFields } from '../../forms/bangladesh-service'
import { hajjRegistrationFields } from '../../forms/hajj-registration'
import { transportFields } from '../../forms/transport-booking'
import type { Catalogues } from '../../schemas/types.generated'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../problem'
import { positionOf, type DataPath } from './source'

/**
 * The forms defined once in forms/ (forms/_shared/define-form.ts) and where their words live: every
 * field of the definition needs its label there, so a field added to a definition is reported
 * here, at the line, until its words are written.
 */
const DEFINED_FORMS: ReadonlyArray<{ catalogue: keyof Catalogues; labels: DataPath; fields: FieldDefinitions; form: string }> = [
  { catalogue: 'forms', labels: ['contact', 'labels'], fields: contactPageFields, form: 'forms/contact.ts' },
  { catalogue: 'get-quote', labels: ['wizard', 'labels'], fields: quoteFields, form: 'forms/quote-request.ts' },
  { catalogue: 'forms', labels: ['visaApplication', 'labels'], fields: saudiVisaFields, form: 'forms/visa-application.ts' },
  { catalogue: 'forms', labels: ['visaApplication', 'labels'], fields: schengenVisaFields, form: 'forms/visa-application.ts' },
  { catalogue: 'bangladesh-visa', labels: ['form', 'labels'], fields: bangladeshServiceFields, form: 'forms/bangladesh-service.ts' },
  { catalogue: 'hajj-registration', labels: ['form', 'labels'], fields: hajjRegistrationFields, form: 'forms/hajj-registration.ts' },
  { catalogue: 'transport', labels: ['form', 'labels'], fields: transportFields, form: 'forms/transport-booking.ts' },
]

const at = (data: unknown, path: DataPath): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), data)

/** Each defined form's labels: one for every field of its definition. */
export function checkFormWords(ctx: CheckContext): Problem[] {
  return DEFINED_FORMS.flatMap(({ catalogue, labels, fields, form }) => {
    const found = validCatalogue(ctx, catalogue)
    const written = found && at(found.source.data, labels)
    if (!found || written === null || typeof written !== 'object') return []
    return labelKeysOf(fields)
      .filter((name) => !Object.hasOwn(written, name))
      .map((name) =>
        problem(found.source.file, positionOf(found.source, labels), `no label for the field ${name} of ${form}: add \`${name}: …\` under ${labels.join('.')}`),
      )
  })
}
