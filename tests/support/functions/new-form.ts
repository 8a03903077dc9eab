// A form a newcomer adds (issue 39): a callback request with five fields, written as they would
// write it, in the files the README's "Add a form" names. tests/functions/new-form.test.ts writes
// them into a scratch copy of the project; the code is text here so the real project never holds it.

/** The new files, by path: its definition, its function and its island. */
export const NEW_FORM_FILES: Readonly<Record<string, string>> = {
  'forms/callback.ts': `// A callback request: who to call, where, and when suits them.
import './_shared/no-eval'
import { z } from 'zod'
import { defaultsOf, defineForm, emailRowsOf, shapeOf, textField, type FieldDefinitions } from './_shared/define-form'
import { emailField, optionalText, phoneField, requiredText } from './_shared/fields'
import { enquiryReply, formEndpoint } from './_shared/form-reply'
import { registerFormWords, textsIn, type Locale } from './_shared/form-words'
import { DEV_CAPTCHA_TOKEN, sharedMessage } from './_shared/messages'
import { CALLBACK_FORM } from './callback-form.generated'

const key = registerFormWords('callback', 'en', CALLBACK_FORM.messages)

export const callbackFields = {
  name: textField(requiredText(key('name')), { required: true, autoComplete: 'name' }),
  phone: textField(phoneField(key('phone')), { control: 'tel', required: true, autoComplete: 'tel' }),
  email: textField(emailField(key('email')), { control: 'email', required: true, autoComplete: 'email' }),
  bestTime: textField(optionalText(100)),
  message: textField(optionalText(), { control: 'textarea' }),
} satisfies FieldDefinitions

export const callbackFieldsSchema = z.object(shapeOf(callbackFields))
const captcha = sharedMessage('captchaIncomplete')
const callbackSchema = callbackFieldsSchema.extend({ recaptchaToken: requiredText(captcha, 4000, captcha) })
export const callbackDefaults = defaultsOf(callbackFields)
export const callbackTexts = (locale: Locale) => textsIn('callback', CALLBACK_FORM, locale)
export const callbackEndpoint = formEndpoint('send-callback-request')

export const callbackForm = defineForm({
  name: 'callback',
  endpoint: callbackEndpoint,
  reply: enquiryReply({
    schema: callbackSchema,
    textsIn: callbackTexts,
    mail: (data) => ({
      subject: \`Callback request – \${data.name}\`,
      replyTo: { name: data.name, email: data.email },
      heading: 'New callback request',
      rows: emailRowsOf(callbackFields, CALLBACK_FORM.labels, data, 'en'),
    }),
  }),
  words: { id: 'callback', catalogue: 'forms', at: ['callback'], file: 'forms/callback-form.generated.ts', exportName: 'CALLBACK_FORM' },
  fields: callbackFields,
  contract: {
    example: () => ({
      name: 'Amina Begum',
      phone: '07700 900456',
      email: 'amina@example.org',
      bestTime: 'Weekday evenings',
      message: 'About <Umrah> in March',
      recaptchaToken: DEV_CAPTCHA_TOKEN,
    }),
    freeText: ['name', 'message'],
    required: ['name', 'phone', 'email'],
    rateLimit: 10,
  },
})
`,
  'functions/send-callback-request.ts': `import type { Config } from '@netlify/functions'
import { callbackForm } from '../forms/callback'
import { formFunction } from './_shared/form-function'

export default formFunction(callbackForm)

export const config: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
`,
  'islands/CallbackForm.tsx': `import { callbackDefaults, callbackEndpoint, callbackFields, callbackFieldsSchema, callbackTexts } from '../forms/callback'
import { DefinedFields } from './fields/DefinedFields'
import { Captcha, type CaptchaConfig } from './forms/Captcha'
import { FormMessage } from './forms/FormMessage'
import { useEnquiryForm } from './forms/use-enquiry-form'
import { useLocale, useWords } from '../content/react/use-words'

export const formWords = ['callback-form']

export default function CallbackForm({ captcha }: { captcha: CaptchaConfig }) {
  const t = useWords()
  const texts = callbackTexts(useLocale())
  const form = useEnquiryForm({
    endpoint: callbackEndpoint.path,
    initialValues: { ...callbackDefaults },
    schema: callbackFieldsSchema,
    failureText: texts.failureText,
  })
  return (
    <form className="enquiry-form" onSubmit={form.submit} noValidate>
      <div className="form-grid">
        <DefinedFields fields={callbackFields} labels={texts.labels} values={form.values} errors={form.errors} setField={(name, value) => form.setField(name as keyof typeof form.values, value)} />
      </div>
      <Captcha config={captcha} ref={form.captchaRef} />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? t('forms.sending') : t('forms.sendMessage')}
      </button>
      <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
    </form>
  )
}
`,
}

/** The page that shows it: one import and one <Island> on /contact. */
export const PAGE = {
  file: 'pages/contact/+Page.tsx',
  edit: (source: string): string =>
    source
      .replace(/^/, "import CallbackForm from '../../islands/CallbackForm'\n")
      .replace(
        /(<Island name="ContactPageForm"[^\n]*\n)/,
        '$1            <Island name="CallbackForm" component={CallbackForm} props={{ captcha: data.captcha }} />\n',
      ),
}

/** Its words, added to data/forms.yaml and its Bengali translation. */
export const NEW_FORM_WORDS = {
  'data/forms.yaml': `callback:
  labels:
    name: Your name
    phone: Phone
    email: Email
    bestTime: Best time to call
    message: Anything we should know
  messages:
    name: Please enter your name
    phone: Please enter your phone number
    email: Please enter your e-mail address
  successText: Thank you, your callback request was sent successfully. We will ring you soon.
  failureText: Sorry, your callback request could not be sent. Please try again or call us.
`,
  'data/bn/forms.yaml': `callback:
  labels:
    name: আপনার নাম
    phone: ফোন
    email: ই-মেইল
    bestTime: ফোন করার সুবিধাজনক সময়
    message: আমাদের যা জানা দরকার
  messages:
    name: অনুগ্রহ করে আপনার নাম লিখুন
    phone: অনুগ্রহ করে আপনার ফোন নম্বর লিখুন
    email: অনুগ্রহ করে আপনার ই-মেইল ঠিকানা লিখুন
  successText: ধন্যবাদ, আপনার কলব্যাকের অনুরোধ সফলভাবে পাঠানো হয়েছে। আমরা শীঘ্রই আপনাকে ফোন করব।
  failureText: দুঃখিত, আপনার কলব্যাকের অনুরোধ পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন বা আমাদের ফোন করুন।
`,
} as const
