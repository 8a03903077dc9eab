import { whatsappNumber } from '../../content/phone'
import type { Site } from '../../schemas/types.generated'

/** The WhatsApp chat link with the agency's prefilled greeting. */
export function whatsappHref(site: Site, text = site.whatsapp.greeting): string {
  return `https://wa.me/${whatsappNumber(site.whatsapp)}?text=${encodeURIComponent(text)}`
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}
