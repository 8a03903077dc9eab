// What a Nusuk information page (/hajj-nusuk, /hajj-nusuk-registration, /nusuk-guidance) gets
// from data/: its own words with the facts filled in, the official platform link, the contact
// box and the agency's details. Server-only (used by the pages' +data).
import type { NusukInfoPage } from '../../../schemas/types.generated'
import { loadCatalogue } from '../data/load'
import { fillFacts, siteFacts, siteWithFacts } from '../facts/facts'
import type { Locale } from '../../browser/locale'
import { today } from '../today'

export function loadNusukPage(id: NusukInfoPage['id'], locale: Locale) {
  const nusuk = fillFacts(loadCatalogue('nusuk', locale), siteFacts(today(), locale), 'data/nusuk.yaml')
  const page = nusuk.pages.find((p) => p.id === id)
  if (!page) throw new Error(`data/nusuk.yaml has no page with id ${id}: add it under pages`)
  const ids = page.sections.map((s) => s.id)
  const repeated = ids.find((sectionId, i) => ids.indexOf(sectionId) !== i)
  if (repeated) throw new Error(`data/nusuk.yaml: page ${id} has two sections with id ${repeated}; section ids must be unique on a page`)
  return {
    page,
    officialPlatform: nusuk.officialPlatform,
    contactBox: nusuk.contactBox,
    site: siteWithFacts(today(), locale),
  }
}

export type NusukPageData = ReturnType<typeof loadNusukPage>
