// The value the home page's enquiry form sends for the Hajj season on offer (hajj-2027): the
// generator writes the choice with its label in every language (content/server/generate/home-package-choices.ts).
const PREFIX = 'hajj-'

export const hajjChoiceValue = (year: number): string => `${PREFIX}${year}`
