// The newsletter box (footer on every page, and the coming-soon page). No captcha: a honeypot
// field and the function's rate limit keep bots out. The words are data/forms.yaml's
// `newsletter:`, compiled into newsletter-form.generated.ts. Browser-safe: imports zod only.
import './_shared/no-eval'
import { z } from 'zod'
import { enquiryReply, formEndpoint } from './_shared/form-reply'
import { NEWSLETTER_FORM } from './newsletter-form.generated'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions } from './_shared/define-form'

export const NEWSLETTER_SUCCESS_TEXT = NEWSLETTER_FORM.successText
export const NEWSLETTER_FAILURE_TEXT = NEWSLETTER_FORM.failureText

/** The hidden field people never see and bots fill in; it must arrive empty. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'

export const newsletterSources = ['footer', 'coming-soon'] as const
type NewsletterSource = (typeof newsletterSources)[number]

export const newsletterSourceLabels: Record<NewsletterSource, string> = NEWSLETTER_FORM.sources

export const newsletterLabels = NEWSLETTER_FORM.labels satisfies Record<string, string>

/** The box's messages in English (the page's script shows them before sending); the rules carry keys. */
export const newsletterMessages = NEWSLETTER_FORM.messages

const key = registerFormWords('newsletter', 'en', NEWSLETTER_FORM.messages)

/** The box's words in the visitor's locale. */
export const newsletterTexts = (locale: Locale) => textsIn('newsletter', NEWSLETTER_FORM, locale)

export const NEWSLETTER_EMAIL_MAX = 254

/** The box's one definition (forms/_shared/define-form.ts), in the order of the agency's e-mail. */
export const newsletterFields = {
  email: textField(
    z
      .string({ error: key('email') })
      .trim()
      .min(1, { error: key('email') })
      .max(NEWSLETTER_EMAIL_MAX, { error: key('emailInvalid') })
      .pipe(z.email({ error: key('emailInvalid') })),
    { control: 'email', required: true, autoComplete: 'email' },
  ),
  source: {
    rule: z.enum(newsletterSources, { error: key('source') }).default('footer'),
    initial: 'footer' as NewsletterSource,
    control: 'custom',
    inEmail: (value) => newsletterSourceLabels[value as NewsletterSource],
  },
  /** The honeypot: never in the e-mail. */
  [NEWSLETTER_HONEYPOT_FIELD]: textField(
    z
      .string({ error: key('website') })
      .max(0, { error: key('website') })
      .optional(),
    { control: 'custom', inEmail: false },
  ),
} satisfies FieldDefinitions

export const newsletterSchema = z.object(shapeOf(newsletterFields))

type NewsletterBody = z.output<typeof newsletterSchema>

/** The rows of the agency's e-mail: the address and where it was given. */
export const newsletterEmailRows = (data: NewsletterBody) => emailRowsOf(newsletterFields, newsletterLabels, data, 'en')

/** Where the box posts: functions/send-newsletter-signup.ts. */
export const newsletterEndpoint = formEndpoint('send-newsletter-signup')

/**
 * The box, registered (content/server/data/form-registry.ts): its function, words, fields and contract. No
 * captcha (it is on every page, and reCAPTCHA's script would weigh on each): a honeypot field and
 * the rate limit keep bots out. The address typed receives nothing, since anyone may type anyone's
 * address; the agency's mailing tool asks the subscriber to confirm (double opt-in).
 */
export const newsletterForm = defineForm({
  name: 'newsletter',
  endpoint: newsletterEndpoint,
  reply: enquiryReply({
    schema: newsletterSchema,
    maxBodyBytes: 4 * 1024,
    captcha: false,
    honeypotField: NEWSLETTER_HONEYPOT_FIELD,
    textsIn: newsletterTexts,
    // visitor-words: the agency's e-mail (in English; a visitor never reads it)
    mail: (data) => ({
      subject: `Newsletter signup (${newsletterSourceLabels[data.source]}) – ${data.email}`,
      replyTo: { email: data.email },
      heading: 'New newsletter subscriber',
      rows: newsletterEmailRows(data),
      footer:
        'Sent from the newsletter form on the website. The address is not confirmed: add it to the mailing list with a confirmation request (double opt-in).',
      acknowledge: false,
    }),
  }),
  words: { id: 'newsletter', catalogue: 'forms', at: ['newsletter'], file: 'forms/newsletter-form.generated.ts', exportName: 'NEWSLETTER_FORM' },
  fields: newsletterFields,
  contract: {
    // visitor-words: sent value (what a visitor might type, for the contract tests)
    example: () => ({ email: 'reader@example.org', source: 'footer', website: '' }),
    freeText: [],
    required: ['email'],
    rateLimit: 5,
  },
})
