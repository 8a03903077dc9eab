// What an FAQ page (/hajj-bangladesh-faq, /nusuk-hajj-faq) gets from data/: its questions with
// the facts filled in, the official Nusuk link and the agency's details. Server-only.
import type { FaqSet } from '../../../schemas/types.generated'
import { loadCatalogue } from '../data/load'
import { fillFacts, siteFacts, siteWithFacts } from '../facts/facts'
import type { Locale } from '../../browser/locale'
import { today } from '../today'

export function loadFaqPage(id: FaqSet['id'], locale: Locale) {
  const { pages } = fillFacts(loadCatalogue('faqs', locale), siteFacts(today(), locale), 'data/faqs.yaml')
  const faq = pages.find((p) => p.id === id)
  if (!faq) throw new Error(`data/faqs.yaml has no page with id ${id}: add it under pages`)
  const ids = faq.groups.flatMap((group) => group.questions.map((q) => q.id))
  const repeated = ids.find((questionId, i) => ids.indexOf(questionId) !== i)
  if (repeated) throw new Error(`data/faqs.yaml: page ${id} has two questions with id ${repeated}; question ids must be unique on a page`)
  return {
    meta: {
      faq: faq.groups.flatMap((group) => group.questions.map((q) => ({ question: q.question, answer: [...q.answer, ...(q.points ?? [])].join(' ') }))),
    },
    faq,
    officialPlatform: loadCatalogue('nusuk', locale).officialPlatform,
    site: siteWithFacts(today(), locale),
  }
}

export type FaqPageData = ReturnType<typeof loadFaqPage>
