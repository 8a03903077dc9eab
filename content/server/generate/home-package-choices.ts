// The home enquiry form's package list, generated into forms/home-packages.generated.ts from
// data/umrah.yaml and data/hajj.yaml as they stand on the day of the build: the Umrah
// departures that can still be booked and the Hajj season while its registration is open.
// send-contact-email runs on Netlify without data/, so the list is compiled in; `npm run build`
// writes it before the pages (Netlify rebuilds daily, so a departed package leaves the form on
// the day). `npm run generate` writes it
// Each choice carries its label in every language (issue 37): a Bengali page lists the packages by
// their Bengali titles (data/bn/umrah.yaml) and the Bengali acknowledgement repeats them; the
// agency's e-mail keeps `label`, the English.
import { hajjOnDay, registrationOpen } from '../hajj/season'
import { byDeparture, showUmrahPackage } from '../umrah'
import type { Hajj, Umrah } from '../../../schemas/types.generated'
import { quote } from './generated-module'
import '../language/all-words'
import { wordsFor } from '../../browser/words/words'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../browser/locale'
import { loadCatalogue } from '../data/load'
import { hajjChoiceValue } from '../hajj/choice'

export const HOME_PACKAGES_FILE = 'forms/home-packages.generated.ts'

interface HomePackageChoice {
  value: string
  /** The English label, the agency's e-mail's. */
  label: string
  labels: Record<Locale, string>
}

/** A label in every language, the English one also as `label`. */
const labelled = (value: string, labelIn: (locale: Locale) => string): HomePackageChoice => {
  const labels = Object.fromEntries(LOCALES.map((locale) => [locale, labelIn(locale)])) as Record<Locale, string>
  return { value, label: labels[DEFAULT_LOCALE], labels }
}

/** A package's title in `locale` (its translation's, where data/<locale>/umrah.yaml has it). */
const titleIn = (id: string, title: string, locale: Locale) => loadCatalogue('umrah', locale).packages.find((pkg) => pkg.id === id)?.title ?? title

export function homePackageChoices(umrah: Umrah, hajj: Hajj, day: string): HomePackageChoice[] {
  const open = byDeparture(umrah.packages.map((pkg) => showUmrahPackage(pkg, day, 'en'))).filter((pkg) => pkg.bookable)
  const { season, packages } = hajjOnDay(hajj, day)
  return [
    ...open.map((pkg) => labelled(pkg.id, (locale) => (locale === DEFAULT_LOCALE ? pkg.title : titleIn(pkg.id, pkg.title, locale)))),
    ...(registrationOpen({ packages }, day)
      ? [labelled(hajjChoiceValue(season.year), (locale) => wordsFor(locale)('hajj.seasonChoice', { year: season.year }))]
      : []),
  ]
}

export function renderHomePackageChoices(choices: HomePackageChoice[], day: string): string {
  return [
    '// generated, do not edit: written by `npm run generate` (run by',
    `// \`npm run build\`) from data/umrah.yaml and data/hajj.yaml on ${day}: the packages that can still be booked.`,
    "import type { Locale } from '../content/browser/locale'",
    '',
    // Typed, not `as const`: on a day with nothing to book the list is empty, and an empty tuple
    // would make every `HOME_PACKAGE_CHOICES[0]` a type error (the type check fails that day).
    'export const HOME_PACKAGE_CHOICES: readonly { value: string; label: string; labels: Record<Locale, string> }[] = [',
    ...choices.map(
      (choice) =>
        `  { value: ${quote(choice.value)}, label: ${quote(choice.label)}, labels: { ${LOCALES.map((locale) => `${locale}: ${quote(choice.labels[locale])}`).join(', ')} } },`,
    ),
    ']',
    '',
  ].join('\n')
}
