// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
// The forms' words in every language, for the page in that language.
import '../../forms/_shared/all-form-words.generated'
import type { PageContextServer } from 'vike/types'
import { parseIsoDate } from '../../content/browser/dates'
import { loadFilled } from '../../content/server/facts/facts'
import { loadCatalogue } from '../../content/server/data/load'
import { today } from '../../content/server/today'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadFilled('get-quote', ['step', 'total', 'room', 'price'], locale)
  const site = loadCatalogue('site', locale)
  // docs/decisions.md, decision 8: the coming twelve months from the day of the build (SITE_TODAY in tests), the current month first.
  return {
    content,
    phone: site.phones.main,
    travelMonths: travelMonthOptions(parseIsoDate(today()), { first: 'current', locale: pageContext.locale }),
    captcha: captchaConfig(),
  }
}

export type GetQuoteData = ReturnType<typeof data>
