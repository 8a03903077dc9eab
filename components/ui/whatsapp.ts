import type { Site } from '../../schemas/types.generated'

/** The WhatsApp chat link with the agency's prefilled greeting. */
export function whatsappHref(site: Site, text = site.whatsapp.greeting): string {
  return `https://wa.me/${site.whatsapp.number}?text=${encodeURIComponent(text)}`
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href)
}
