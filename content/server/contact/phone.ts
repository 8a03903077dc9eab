// A telephone number is written once, as visitors read it (data/site.yaml `display: 020 7946 0100`);
// the number a phone dials (tel: links, search engines' data) and WhatsApp's are worked out from
// it, so a changed number cannot be half changed. Browser-safe.

/** "020 7946 0100" → "+442079460100", "+966 12 345 6789" → "+966123456789"; undefined if it is no number. */
export function dialledNumber(display: string): string | undefined {
  const digits = display.replace(/[\s().-]/g, '')
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits
  if (/^00[1-9]\d{6,14}$/.test(digits)) return '+' + digits.slice(2)
  // A number without a country code is a UK one, as the agency's visitors write them.
  if (/^0\d{9,10}$/.test(digits)) return '+44' + digits.slice(1)
  return undefined
}

/** The href of a link that calls the number: `tel:+442079460100`. */
export function telHref(phone: { display: string }): string {
  return `tel:${dialledNumber(phone.display) ?? phone.display.replace(/[^\d+]/g, '')}`
}

/** WhatsApp's form of the number: the international number without its +, e.g. 447700900123. */
export function whatsappNumber(phone: { display: string }): string {
  return telHref(phone).slice('tel:+'.length)
}
