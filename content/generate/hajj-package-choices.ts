// The Hajj registration form's package list, generated from data/hajj.yaml into
// forms/hajj-packages.generated.ts. send-hajj-registration-email runs on Netlify without data/,
// so it needs the ids (to refuse anything else) and titles (to name the package in the e-mail)
// compiled in. Run after changing a Hajj package's id or title:
//   npm run generate         (writes the file)
//   npm run generate--check  (exits 1 when it is stale)
// The registration page's build also fails while the file is stale.
import type { Hajj } from '../../schemas/types.generated'
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

export function renderHajjPackageChoices(hajj: Hajj): string {
  const rows = packageChoices(hajj).map((choice) => `  { id: ${quote(choice.id)}, title: ${quote(choice.title)} },`)
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
  ].join('\n')
}
