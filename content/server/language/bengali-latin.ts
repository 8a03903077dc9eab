// What a Bengali text (page, island, e-mail, PDF) may still write in Latin letters and Latin digits
// (issue 37), in one place: the build's scan (content/server/check/bengali-scan/) and the tests of the
// Bengali pages, forms and prints read it. Allowed are brand names and the names of bodies and
// products known by their Latin name, postal, e-mail and web addresses, and the codes a reader
// types or quotes as they are issued (enquiry references, package codes, file names). A telephone
// number a reader reads is in the page's digits (০২০ ৭৯৪৬ ০১০০, format.ts `figures`): only its
// tel: link, which no reader reads, keeps Latin digits. Anything else in Latin letters or digits is
// English or a figure a Bengali reader was not meant to meet: translate it in data/bn/ (or write
// the figure in the page's digits), never add it here to make a check pass. Node only (reads data/).
import { readGlossary } from '../check/glossary'
import { loadCatalogue } from '../data/load'
import { projectRoot } from '../data/paths'
import { wordsFor } from '../../browser/words/words'

/** The names data/bn/glossary.yaml's `latin` lets a Bengali text keep in Latin letters (ATOL, PDF). */
const latinOnPurpose = (): string[] => readGlossary(projectRoot()).latin

/**
 * The names and addresses data/ gives, which stay as written: the agency's name, its postal
 * addresses and the offices', the High Commission's and the consulates', the Nusuk platform's web
 * address, the Hajj packages' codes (a reader quotes them) and the English language's own name
 * (the language switch). Package, hotel, camp and office names are not among them: data/bn/
 * translates them like every other text.
 */
function namesFromData(): string[] {
  const site = loadCatalogue('site', 'en')
  return [
    site.name,
    // The Hajj guide's first line writes it in capitals.
    site.name.toUpperCase(),
    site.alternateName,
    `${site.address.street}, ${site.address.locality} ${site.address.postalCode}`,
    site.address.street,
    site.address.postalCode,
    ...site.offices.map((office) => office.address),
    ...loadCatalogue('hajj', 'en').packages.map((pkg) => pkg.id),
    loadCatalogue('bangladesh-visa', 'en').highCommission.address,
    ...loadCatalogue('schengen-visa', 'en').services.countries.map((country) => country.consulate.address),
    new URL(loadCatalogue('nusuk', 'en').officialPlatform.href).host,
    wordsFor('en')('language.en'),
  ].filter((name): name is string => typeof name === 'string' && name.length > 0)
}

/** What is read as a shape rather than a name: e-mail and web addresses, file names, flight numbers (a field's example: QR1185). */
const ALLOWED_SHAPES: readonly RegExp[] = [
  /\b[A-Z]{2}\d{2,4}\b/g,
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /(?:https?:\/\/|www\.)\S+/g,
  /\b[\w-]+(?:\.[\w-]+)*\.(?:sa|com|org|uk|net|gov)\b\/?\S*/g,
  /\b[\w-]+\.(?:pdf|png|jpe?g)\b/gi,
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let cached: { names: RegExp; shapes: RegExp[] } | undefined

/** The allowlist, read from data/ once per process. */
function allowlist() {
  if (cached) return cached
  const enquiries = loadCatalogue('forms', 'en').enquiries
  const names = [...namesFromData(), ...latinOnPurpose()].sort((a, b) => b.length - a.length)
  cached = {
    // The longest first, so that "Google reCAPTCHA" goes before "Google"; a name ends where a word does.
    names: new RegExp(`(?<![\\p{L}\\p{M}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{M}])`, 'gu'),
    // The reference first: a flight number's shape (QR1185) would take part of one (AN-YZ27-G9).
    shapes: [new RegExp(`\\b${escape(enquiries.referencePrefix)}-[2-9A-Z]{4}-[2-9A-Z]{2}\\b`, 'g'), ...ALLOWED_SHAPES],
  }
  return cached
}

/**
 * A text with what is allowed (and `also`) blanked out, the same length, so a column still points
 * at the text: what is left in Latin letters or digits is English a Bengali reader meets.
 */
export function withoutAllowed(text: string, also: readonly RegExp[] = []): string {
  const { names, shapes } = allowlist()
  const blank = (match: string) => ' '.repeat(match.length)
  const patterns = [...shapes, names, ...also]
  return patterns.reduce(
    (left, pattern) => left.replace(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`), blank),
    text,
  )
}

/** A run of Latin text found, at its column in the text. */
interface LatinRun {
  text: string
  col: number
}

const runsOf = (text: string, pattern: RegExp): LatinRun[] => Array.from(text.matchAll(pattern), (match) => ({ text: match[0], col: match.index }))

/** The words in Latin letters left in `text` once the allowlist (and `also`, what a test knows the visitor typed) is taken out. */
export function latinWordRuns(text: string, also: readonly RegExp[] = []): LatinRun[] {
  return runsOf(withoutAllowed(text, also), /[A-Za-z][A-Za-z'’-]*/g)
}

/** The figures in Latin digits left in `text` once the allowlist (and `also`) is taken out. */
export function latinDigitRuns(text: string, also: readonly RegExp[] = []): LatinRun[] {
  return runsOf(withoutAllowed(text, also), /[0-9]+(?:[.,: ][0-9]+)*/g)
}

/** The words in Latin letters of `text` outside the allowlist: none in a Bengali text. */
export const latinWordsIn = (text: string, also: readonly RegExp[] = []): string[] => latinWordRuns(text, also).map((run) => run.text)

/** The figures in Latin digits of `text` outside the allowlist: none where a Bengali reader reads. */
export const latinDigitsIn = (text: string, also: readonly RegExp[] = []): string[] => latinDigitRuns(text, also).map((run) => run.text)
