import type { Site } from '../../../schemas/types.generated'

/** An office of data/site.yaml with its description from data/contact-page.yaml (pages/contact/+data.ts). */
export type OfficeWithRole = Site['offices'][number] & { role?: string; text?: string }
