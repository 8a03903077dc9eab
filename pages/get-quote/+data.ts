// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { loadCatalogue } from '../../content/load'

export function data() {
  const content = loadCatalogue('get-quote')
  const site = loadCatalogue('site')
  // README decision 8: the coming twelve months from the build date, the current month first.
  return { content, phone: site.phones.main, travelMonths: travelMonthOptions(new Date(), { first: 'current' }), captcha: captchaConfig() }
}

export type GetQuoteData = ReturnType<typeof data>
