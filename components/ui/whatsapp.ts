import { whatsappNumber } from '../../content/server/contact/phone'
import type { Site } from '../../schemas/types.generated'

/** The WhatsApp chat link with the agency's prefilled greeting. */
export function whatsappHref(site: Site, text = site.whatsapp.greeting): string {
  return `https://wa.me/${whatsappNumber(site.whatsapp)}?text=${queryValue(text)}`
}

/**
 * The text as a link's query value: what a URL must escape is escaped, and letters beyond ASCII
 * are kept as they are (the browser encodes them when it follows the link), so a greeting in
 * Bengali is not written three times over, as %E0%A6%… bytes, in every page.
 */
export function queryValue(text: string): string {
  return encodeURIComponent(text).replace(/(?:%[89A-F][0-9A-F])+/g, (run) => decodeURIComponent(run))
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}
