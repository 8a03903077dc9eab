// https://vike.dev/data
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { HAJJ_TYPES, type HajjType } from '../../components/hajj/types'
import { loadCatalogue } from '../../scripts/content/load'

const FILE = 'data/hajj-comparison.yaml'

/** Looks ids up in order; an id that is not there fails the build with the line to fix. */
function pick<T extends { id: string }>(items: T[], ids: string[], where: string, what: string): T[] {
  return ids.map((id) => {
    const item = items.find((candidate) => candidate.id === id)
    if (!item) throw new Error(`${FILE}: ${where} lists ${id}, which is not ${what}: use one of ${items.map((i) => i.id).join(', ')}`)
    return item
  })
}

export function data() {
  const content = loadCatalogue('hajj-comparison')
  const { packages, types } = loadCatalogue('hajj')
  const { testimonials } = loadCatalogue('testimonials')
  if (!existsSync(join(process.cwd(), 'public', 'guides', content.guide.file)))
    throw new Error(`${FILE}: guide.file ${content.guide.file} is not in public/guides: add the PDF there or correct the name`)

  const perType = (type: HajjType) => {
    const ofType = packages.filter((pkg) => pkg.type === type)
    return {
      ...content.types[type],
      label: types[type].label,
      fromPrice: Math.min(...ofType.map((pkg) => pkg.price)),
      featured: pick(packages, content.types[type].featured, `types.${type}.featured`, 'a package of data/hajj.yaml'),
    }
  }
  return {
    content,
    types: Object.fromEntries(HAJJ_TYPES.map((type) => [type, perType(type)])) as Record<HajjType, ReturnType<typeof perType>>,
    popular: packages.filter((pkg) => pkg.popular),
    testimonials: pick(testimonials, content.testimonials.ids, 'testimonials.ids', 'a review of data/testimonials.yaml'),
    site: loadCatalogue('site'),
  }
}

export type HajjComparisonData = ReturnType<typeof data>
