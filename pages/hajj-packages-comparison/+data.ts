// https://vike.dev/data
import { HAJJ_TYPES, type HajjType } from '../../components/hajj/types'
import { loadFilled } from '../../content/server/facts/facts'
import { loadShownHajj } from '../../content/server/hajj/load'
import { openPriceFrom, stayLengths, stayText, type ShownHajjPackage } from '../../content/server/hajj/season'
import { loadCatalogue } from '../../content/server/data/load'
import { hajjGuide } from '../../content/server/print/hajj-guide'
import { printedHref, printedSize } from '../../content/server/print/printed-files'
import { today } from '../../content/server/today'
import { formatFor } from '../../content/browser/format'
import { wordsFor } from '../../content/browser/words/words'
import type { PageContextServer } from 'vike/types'

const FILE = 'data/hajj-comparison.yaml'

/** Looks ids up in order; an id that is not there fails the build with the line to fix. */
function pick<T extends { id: string }>(items: T[], ids: string[], where: string, what: string): T[] {
  return ids.map((id) => {
    const item = items.find((candidate) => candidate.id === id)
    if (!item) throw new Error(`${FILE}: ${where} lists ${id}, which is not ${what}: use one of ${items.map((i) => i.id).join(', ')}`)
    return item
  })
}

export async function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadFilled('hajj-comparison', [], locale)
  // The season on sale: its packages as shown today (departed ones not popular, not bookable).
  const hajj = loadShownHajj(today(), locale)
  const { testimonials } = loadCatalogue('testimonials', locale)
  const everyId = loadCatalogue('hajj', 'en').packages
  // The build prints the guide from data (scripts/print-documents.ts): its pages and size are measured.
  const printed = await hajjGuide(today(), locale)
  const guideFile = { href: printedHref('guides', content.guide.file, locale), pages: printed.pages, size: printedSize(printed.bytes, locale) }

  const perType = (type: HajjType) => {
    const ofType = hajj.packages.filter((pkg) => pkg.type === type)
    pick(everyId, content.types[type].featured, `types.${type}.featured`, 'a package of data/hajj.yaml')
    // Codes of another season are left out; with none of this season listed, its own packages show.
    const listed = content.types[type].featured.flatMap((id) => ofType.filter((pkg) => pkg.id === id))
    const featured: ShownHajjPackage[] = listed.length > 0 ? listed : [...ofType].sort((a, b) => Number(b.popular) - Number(a.popular)).slice(0, 3)
    return {
      ...content.types[type],
      label: hajj.types[type].label,
      // None once every package of the kind has departed: the page says new dates are coming.
      fromPrice: openPriceFrom(ofType),
      days: stayText(stayLengths(ofType.map((pkg) => pkg.days)), wordsFor(locale), formatFor(locale)),
      // Between seasons (every package has left) none is featured, as /hajj offers none: the kind's
      // words, its days and "New dates soon" stay, and the departed packages are /hajj's record.
      featured: hajj.season.registrationOpen ? featured : [],
    }
  }
  return {
    content,
    guideFile,
    types: Object.fromEntries(HAJJ_TYPES.map((type) => [type, perType(type)])) as Record<HajjType, ReturnType<typeof perType>>,
    popular: hajj.packages.filter((pkg) => pkg.popular),
    registrationOpen: hajj.season.registrationOpen,
    shell: loadCatalogue('shell', locale),
    testimonials: pick(testimonials, content.testimonials.ids, 'testimonials.ids', 'a review of data/testimonials.yaml'),
    // The page shows these reviews (and the rating, in testimonials.text): search engines may read both.
    meta: { reviews: pick(testimonials, content.testimonials.ids, 'testimonials.ids', 'a review of data/testimonials.yaml') },
    site: loadCatalogue('site', locale),
  }
}

export type HajjComparisonData = Awaited<ReturnType<typeof data>>
