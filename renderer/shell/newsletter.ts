// The newsletter box without React: the same states as the island forms (submitting with the
// button disabled, green when the reply is ok, red otherwise, values kept on failure). Its own few
// lines of fetch rather than forms/_shared/send-enquiry.ts: sharing that module cost the
// every-page script more bytes than its 4 KB budget leaves. A form with
// its own thank-you text (the coming-soon page's notify-me) shows that in green on success. Like
// the island forms, each filled-in address is sent with an id, so sending it again after a
// failure never subscribes (or e-mails the agency) twice. This module is fetched when a visitor
// sends the box (renderer/+client.ts): no page needs it to paint or to be read, and neither do its
// messages, which come with it rather than in every page.
import { localeOfTag, type Locale } from '../../content/browser/locale'
import { newFormId } from '../../forms/_shared/form-id'
import { textsIn } from '../../forms/_shared/form-words'
import { sharedTexts } from '../../forms/_shared/messages'
import { NEWSLETTER_FORM } from '../../forms/newsletter-form.generated'
import { loadFormWords } from '../../islands/forms/locale-words'

function show(message: HTMLElement, text: string, success = false): void {
  message.textContent = text
  message.hidden = false
  message.classList.toggle('form-message--success', success)
  message.classList.toggle('form-message--error', !success)
}

/**
 * The box's messages in the page's language: not in the page (they show only after a visitor sends
 * it), but in the form's words, fetched with this module (islands/forms/locale-words.ts).
 */
export async function newsletterMessages(locale: Locale) {
  await loadFormWords(locale, ['newsletter-form'])
  const { messages, failureText } = textsIn('newsletter', NEWSLETTER_FORM, locale)
  return { empty: messages.email, invalid: messages.emailInvalid, failure: failureText, networkError: sharedTexts(locale).messages.networkError }
}

export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const message = form.querySelector<HTMLElement>('[data-form-message]')!
  const email = form.elements.namedItem('email') as HTMLInputElement
  // The page's language: the box's messages, the function's reply and the welcome e-mail are in it.
  const locale = localeOfTag(document.documentElement.lang)
  const texts = await newsletterMessages(locale)
  if (!email.value.trim() || !email.checkValidity()) {
    show(message, email.value.trim() ? texts.invalid : texts.empty)
    email.focus()
    return
  }
  button.disabled = true
  button.textContent = form.dataset.submittingLabel ?? ''
  form.dataset.enquiryId ??= newFormId()
  try {
    // The form's action is its endpoint (components/layout/SignupForm.tsx, from forms/newsletter.ts).
    const response = await fetch(form.getAttribute('action')!, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: email.value.trim(),
        source: form.dataset.source,
        website: (form.elements.namedItem('website') as HTMLInputElement).value,
        enquiryId: form.dataset.enquiryId,
        locale,
      }),
    })
    const reply = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
    if (response.ok) {
      const thankYou = form.dataset.thankYouText
      show(message, thankYou || reply.message || form.dataset.successText || '', true)
      form.reset()
      delete form.dataset.enquiryId
    } else {
      show(message, reply.error ?? texts.failure)
    }
  } catch {
    show(message, texts.networkError)
  } finally {
    button.disabled = false
    button.textContent = button.dataset.idleLabel ?? button.textContent
  }
}
