// The form islands drawn in the page's language, as the server draws them for /bn/ pages (and
// the browser wakes them, once their words are fetched): the contact form and the quote wizard
// show Bengali labels, options, buttons and travel months on a Bengali page and the English ones
// on an English page, with the same option values. Words from the generated form words.
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LocaleContext } from '../../content/react/locale-context'
import type { Locale } from '../../content/browser/locale'
import { contactTexts } from '../../forms/contact'
import { quoteTexts } from '../../forms/quote-request'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { toIsoDate } from '../../content/browser/dates'
import '../../forms/_shared/all-form-words.generated'
// Every language's words, as the server has them when it renders a page (renderer/+onRenderHtml.tsx).
import '../../content/server/language/all-words'
import ContactPageForm, { formWords as contactFormWords } from '../../islands/ContactPageForm'
import HomeContactForm from '../../islands/HomeContactForm'
import QuoteWizard, { formWords as quoteFormWords } from '../../islands/QuoteWizard'

const BENGALI_SCRIPT = /[\u0980-\u09FF]/
const FROM = new Date(Date.UTC(2026, 10, 25))

function draw<P extends object>(component: ComponentType<P>, props: P, locale: Locale): string {
  return renderToString(createElement(LocaleContext, { value: locale }, createElement(component, props)))
}

const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')

describe.each(['bn', 'en'] as const)('the form islands on a page in %s', (locale) => {
  const travelMonths = travelMonthOptions(FROM, { first: 'current', locale })

  it('the contact page form: its labels, subjects, travel months and button in the page’s language', () => {
    const html = decoded(draw(ContactPageForm, { captcha: {}, travelMonthsFrom: toIsoDate(FROM) }, locale))
    const texts = contactTexts(locale)
    // The page's travel month is labelled by data/words.yaml (contactForm.travelMonth), not the e-mail's label.
    const { name, phone, email, subject, message } = texts.labels
    for (const label of [name, phone, email, subject, message]) expect(html).toContain(label)
    for (const subject of texts.subjects) expect(html).toContain(`>${subject.label}<`)
    expect(html).toContain(`>${travelMonths.at(-1)!.label}<`)
    expect(BENGALI_SCRIPT.test(html)).toBe(locale === 'bn')
  })

  it('the home form in the page’s language', () => {
    const html = decoded(draw(HomeContactForm, { captcha: {} }, locale))
    expect(html).toContain(contactTexts(locale).labels.message)
    expect(BENGALI_SCRIPT.test(html)).toBe(locale === 'bn')
  })

  it('the quote wizard: its step, labels and buttons in the page’s language', () => {
    const html = decoded(draw(QuoteWizard, { captcha: {}, travelMonths }, locale))
    const texts = quoteTexts(locale)
    for (const text of [texts.steps[0]!.title, texts.labels.firstName, texts.labels.email, texts.nextLabel, texts.previousLabel]) expect(html).toContain(text)
    expect(BENGALI_SCRIPT.test(html)).toBe(locale === 'bn')
  })
})

describe('the Bengali words are data, not English copies', () => {
  it('every Bengali text differs from its English where the translation has one', () => {
    expect(contactTexts('bn').successText).not.toBe(contactTexts('en').successText)
    expect(quoteTexts('bn').options.serviceType.map((o) => o.value)).toEqual(quoteTexts('en').options.serviceType.map((o) => o.value))
    expect(travelMonthOptions(FROM, { locale: 'bn' }).map((o) => o.value)).toEqual(travelMonthOptions(FROM).map((o) => o.value))
  })

  it('each form island names the words it needs in another language', () => {
    expect(contactFormWords).toEqual(['contact-form'])
    expect(quoteFormWords).toEqual(['quote-form'])
  })
})
