// The home enquiry form's package list, generated into forms/home-packages.generated.ts from
// data/umrah.yaml and data/hajj.yaml as they stand on the day of the build: the Umrah
// departures that can still be booked and the Hajj season while its registration is open.
// send-contact-email runs on Netlify without data/, so the list is compiled in; `npm run build`
// writes it before the pages (Netlify rebuilds daily, so a departed package leaves the form on
// the day). `npm run generate` writes it
import { hajjOnDay, registrationOpen } from '../hajj'
import { byDeparture, showUmrahPackage } from '../umrah'
import type { Hajj, Umrah } from '../../schemas/types.generated'
import { quote } from './generated-module'
import { wordsFor } from '../words'
import { DEFAULT_LOCALE } from '../locale'
import { hajjChoiceValue } from '../hajj-choice'

export const HOME_PACKAGES_FILE = 'forms/home-packages.generated.ts'

interface HomePackageChoice {
  value: string
  label: string
}

export function homePackageChoices(umrah: Umrah, hajj: Hajj, day: string): HomePackageChoice[] {
  const open = byDeparture(umrah.packages.map((pkg) => showUmrahPackage(pkg, day))).filter((pkg) => pkg.bookable)
  const { season, packages } = hajjOnDay(hajj, day)
  return [
    ...open.map((pkg) => ({ value: pkg.id, label: pkg.title })),
    ...(registrationOpen({ packages }, day)
      ? [{ value: hajjChoiceValue(season.year), label: wordsFor(DEFAULT_LOCALE)('hajj.seasonChoice', { year: String(season.year) }) }]
      : []),
  ]
}

export function renderHomePackageChoices(choices: HomePackageChoice[], day: string): string {
  return [
    '// generated, do not edit: written by `npm run generate` (run by',
    `// \`npm run build\`) from data/umrah.yaml and data/hajj.yaml on ${day}: the packages that can still be booked.`,
    '',
    'export const HOME_PACKAGE_CHOICES = [',
    ...choices.map((choice) => `  { value: ${quote(choice.value)}, label: ${quote(choice.label)} },`),
    '] as const',
    '',
  ].join('\n')
}
