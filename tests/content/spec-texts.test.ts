// The texts docs/specification/ fixes word for word (its tables of messages: captcha, network and
// each form's failure), checked once, here, against data/ where the site reads them. Every other
// test reads these texts from data/, so rewording one in data/ fails this test alone, and only
// where docs/specification/ would be broken.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { SUCCESS_MARKER } from '../../forms/_shared/messages'

const forms = loadCatalogue('forms', 'en')
const hotels = loadCatalogue('hotels', 'en').form

describe('the specification’s fixed texts are data/’s', () => {
  it.each([
    ['captcha not completed', forms.shared.captchaIncomplete, 'Please complete the reCAPTCHA verification.'],
    ['captcha library missing', forms.shared.captchaNotLoaded, 'reCAPTCHA not loaded. Please refresh the page and try again.'],
    ['any other exception', forms.shared.networkError, 'Network error. Please check your connection and try again.'],
    ['contact failure', forms.contact.failureText, 'Failed to send message. Please try again.'],
    ['hotel booking failure', hotels.booking.failureText, 'Failed to submit booking request. Please try again.'],
    ['worldwide hotel failure', hotels.worldwide.failureText, 'Failed to submit hotel request. Please try again.'],
    ['visa, Schengen or Bangladesh failure', forms.visaApplication.failureText, 'Failed to submit application. Please try again.'],
    ['Bangladesh failure', loadCatalogue('bangladesh-visa', 'en').form.failureText, 'Failed to submit application. Please try again.'],
    ['quote failure', loadCatalogue('get-quote', 'en').wizard.failureText, 'Failed to send quote request. Please try again.'],
    ['flight failure', loadCatalogue('flights', 'en').form.failureText, 'Failed to submit flight request. Please try again.'],
  ])('%s', (_case, data, spec) => {
    expect(data).toBe(spec)
  })

  it('every success text contains "successfully" (the message turns green by it)', () => {
    const successTexts = [
      forms.contact.successText,
      forms.newsletter.successText,
      forms.visaApplication.saudiSuccessText,
      forms.visaApplication.schengenSuccessText,
      hotels.booking.successText,
      hotels.worldwide.successText,
      loadCatalogue('bangladesh-visa', 'en').form.successText,
      loadCatalogue('get-quote', 'en').wizard.successText,
      loadCatalogue('flights', 'en').form.successText,
      loadCatalogue('transport', 'en').form.successText,
      loadCatalogue('hajj-registration', 'en').form.successText,
    ]
    for (const text of successTexts) expect(text).toContain(SUCCESS_MARKER)
  })
})
