// The newsletter box without React: the same states as the island forms (submitting with the
// button disabled, green when the reply is ok, red otherwise, values kept on failure). Its own few
// lines of fetch rather than forms/_shared/send-enquiry.ts: sharing that module cost the
// every-page script more bytes than its 4 KB budget leaves. A form with
// its own thank-you text (the coming-soon page's notify-me) shows that in green on success. Like
// the island forms, each filled-in address is sent with an id, so sending it again after a
// failure never subscribes (or e-mails the agency) twice. This module is fetched when a visitor
// sends the box (renderer/+client.ts): no page needs it to paint or to be read.
import { newFormId } from '../../forms/_shared/form-id'

const ENDPOINT = '/.netlify/functions/send-newsletter-signup'

function show(message: HTMLElement, text: string, success = false): void {
  message.textContent = text
  message.hidden = false
  message.classList.toggle('form-message--success', success)
  message.classList.toggle('form-message--error', !success)
}

export async function submitNewsletter(form: HTMLFormElement): Promise<void> {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const message = form.querySelector<HTMLElement>('[data-form-message]')!
  const email = form.elements.namedItem('email') as HTMLInputElement
  if (!email.value.trim() || !email.checkValidity()) {
    show(message, (email.value.trim() ? form.dataset.invalidText : form.dataset.emptyText) ?? '')
    email.focus()
    return
  }
  button.disabled = true
  button.textContent = form.dataset.submittingLabel ?? ''
  form.dataset.enquiryId ??= newFormId()
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: email.value.trim(),
        source: form.dataset.source,
        website: (form.elements.namedItem('website') as HTMLInputElement).value,
        enquiryId: form.dataset.enquiryId,
      }),
    })
    const reply = (await response.json().catch(() => ({}))) as { message?: string; error?: string }
    if (response.ok) {
      const thankYou = form.dataset.thankYouText
      show(message, thankYou || reply.message || form.dataset.successText || '', true)
      form.reset()
      delete form.dataset.enquiryId
    } else {
      show(message, reply.error ?? form.dataset.failureText ?? '')
    }
  } catch {
    show(message, form.dataset.networkErrorText ?? '')
  } finally {
    button.disabled = false
    button.textContent = button.dataset.idleLabel ?? button.textContent
  }
}
