import { useFormat } from '../../content/react/use-format'

/**
 * A telephone number as the page's reader reads it, in the page's digits (০২০ ৭৯৪৬ ০১০০ on a
 * Bengali page, issue 37). Only the text: the tel: link beside it (content/server/contact/phone.ts) and anything
 * typed keep their Latin digits, which is what a phone dials.
 */
export function PhoneNumber({ phone }: { phone: { display: string } }) {
  return useFormat().figures(phone.display)
}
