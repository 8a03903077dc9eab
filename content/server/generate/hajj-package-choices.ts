// The Hajj registration form's package list, generated from data/hajj.yaml into
// forms/hajj-packages.generated.ts. send-hajj-registration-email runs on Netlify without data/,
// so it needs the ids (to refuse anything else) and titles (to name the package in the e-mail)
// compiled in. Run after changing a Hajj package's id or title:
//   npm run generate         (writes the file)
//   npm run generate--check  (exits 1 when it is stale)
// The registration page's build also fails while the file is stale.
import type { Locale } from '../../browser/locale'
import type { Hajj } from '../../../schemas/types.generated'
import { quote } from './generated-module'

export const HAJJ_PACKAGES_FILE = 'forms/hajj-packages.generated.ts'

/** What the generated module holds about each package. */
interface HajjPackageChoiceSource {
  id: string
  title: string
}

export function packageChoices(hajj: Hajj): HajjPackageChoiceSource[] {
  return hajj.packages.map(({ id, title }) => ({ id, title }))
}

/** The season registrations are for: the latest in data/hajj.yaml (the form offers only packages still to book). */
export function registrationYear(hajj: Pick<Hajj, 'seasons'>): number {
  return Math.max(...hajj.seasons.map((season) => season.year))
}

/** The catalogue in each language but English, whose titles the visitor's acknowledgement uses. */
type TranslatedHajj = Record<Exclude<Locale, 'en'>, Pick<Hajj, 'packages'>>

export function renderHajjPackageChoices(hajj: Hajj, translated: TranslatedHajj): string {
  const rows = packageChoices(hajj).map((choice) => `  { id: ${quote(choice.id)}, title: ${quote(choice.title)} },`)
  const titles = Object.entries(translated).map(
    ([locale, { packages }]) => `  ${locale}: { ${packages.map(({ id, title }) => `${quote(id)}: ${quote(title)}`).join(', ')} },`,
  )
  return [
    '// generated, do not edit: written by `npm run generate` from',
    '// data/hajj.yaml. The Hajj registration form and its function use it (the function runs without data/).',
    '',
    `export const HAJJ_REGISTRATION_YEAR = ${JSON.stringify(registrationYear(hajj))}`,
    '',
    'export const HAJJ_PACKAGE_CHOICES = [',
    ...rows,
    '] as const',
    '',
    "/** Each package's title in the visitor's language, by id, for their acknowledgement (the agency's e-mail keeps English). */",
    'export const HAJJ_PACKAGE_TITLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {',
    ...titles,
    '}',
    '',
  ].join('\n')
}
