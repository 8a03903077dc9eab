// The newsletter box (footer on every page, and the coming-soon page). No captcha: a honeypot
// field and the function's rate limit keep bots out. Browser-safe: imports zod only.
import './_shared/noEval'
import { z } from 'zod'

export const NEWSLETTER_SUCCESS_TEXT = 'You have successfully subscribed. Thank you!'
export const NEWSLETTER_FAILURE_TEXT = 'Failed to subscribe. Please try again.'

/** The hidden field people never see and bots fill in; it must arrive empty. */
export const NEWSLETTER_HONEYPOT_FIELD = 'website'

export const newsletterSources = ['footer', 'coming-soon'] as const
export type NewsletterSource = (typeof newsletterSources)[number]

export const newsletterSourceLabels: Record<NewsletterSource, string> = {
  footer: 'Website footer',
  'coming-soon': 'Coming soon page',
}

export const newsletterLabels = {
  email: 'Email',
  source: 'Signed up from',
  website: 'Website',
} as const satisfies Record<string, string>

export const newsletterMessages = {
  email: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  source: 'Please sign up from the website form',
  website: 'Please leave this field empty',
} as const

export const NEWSLETTER_EMAIL_MAX = 254

export const newsletterSchema = z.object({
  email: z
    .string({ error: newsletterMessages.email })
    .trim()
    .min(1, { error: newsletterMessages.email })
    .max(NEWSLETTER_EMAIL_MAX, { error: newsletterMessages.emailInvalid })
    .pipe(z.email({ error: newsletterMessages.emailInvalid })),
  source: z.enum(newsletterSources, { error: newsletterMessages.source }).default('footer'),
  website: z.string({ error: newsletterMessages.website }).max(0, { error: newsletterMessages.website }).optional(),
})

export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterBody = z.output<typeof newsletterSchema>
