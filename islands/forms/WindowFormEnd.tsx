import type { Ref } from 'react'
import { Captcha, type CaptchaConfig, type CaptchaHandle } from './Captcha'
import { FormActions } from './FormActions'
import { FormMessage } from './FormMessage'
import type { FormStatus } from './use-enquiry-form'
import { useRevealMessage } from './use-reveal-message'

/**
 * The foot of every form in a window (hotels, transport, visas): the captcha, Cancel and submit,
 * and the message, scrolled into view when it appears (below the buttons on a phone).
 */
export function WindowFormEnd({
  form,
  captcha,
  submitLabel,
  onCancel,
  className,
}: {
  form: { captchaRef: Ref<CaptchaHandle>; submitting: boolean; message: string; reference: string; status: FormStatus }
  captcha: CaptchaConfig
  submitLabel: string
  onCancel: () => void
  /** The class of the buttons' row. */
  className: string
}) {
  const messageRef = useRevealMessage(form.message)
  return (
    <>
      <Captcha config={captcha} ref={form.captchaRef} />
      <FormActions submitting={form.submitting} submitLabel={submitLabel} onCancel={onCancel} className={className} />
      <div ref={messageRef}>
        <FormMessage message={form.message} reference={form.reference} ok={form.status === 'success'} />
      </div>
    </>
  )
}
