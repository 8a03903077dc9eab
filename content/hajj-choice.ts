// The value the home page's enquiry form sends for the Hajj season on offer (hajj-2027): the
// generator writes the choice (content/generate/home-package-choices.ts, its English label for the
// agency's e-mail), and the form names it in the page's language (islands/HomeContactForm.tsx).
const PREFIX = 'hajj-'

export const hajjChoiceValue = (year: number): string => `${PREFIX}${year}`

/** The Hajj year a choice of the form names, or undefined for another choice (a package's id). */
export function hajjChoiceYear(value: string): number | undefined {
  const match = new RegExp(`^${PREFIX}(\\d{4})$`).exec(value)
  return match ? Number(match[1]) : undefined
}
