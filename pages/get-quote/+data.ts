// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { parseIsoDate } from '../../content/dates'
import { loadFilled } from '../../content/facts'
import { loadCatalogue } from '../../content/load'
import { today } from '../../content/today'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const content = loadFilled('get-quote', ['step', 'total'], locale)
  const site = loadCatalogue('site', locale)
  // README decision 8: the coming twelve months from the day of the build (SITE_TODAY in tests), the current month first.
  return { content, phone: site.phones.main, travelMonths: travelMonthOptions(parseIsoDate(today()), { first: 'current' }), captcha: captchaConfig() }
}

export type GetQuoteData = ReturnType<typeof data>
