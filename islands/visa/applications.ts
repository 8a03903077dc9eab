import type { BangladeshService } from '../../forms/bangladesh-service'

/** What an Apply button opens: the window's title and which application form, for what. */
export type VisaApplication =
  // visaName: the visa as the visitor reads it; english.visaType: as the agency's e-mail names it.
  | { form: 'saudi'; title: string; visaName: string; english: { visaType: string } }
  | { form: 'schengen'; title: string; country: 'germany' | 'france' | 'spain' | 'italy'; countryName: string }
  | { form: 'bangladesh'; title: string; service: BangladeshService }

/** The attribute an Apply button carries: the key of its application in the island's props. */
export const APPLY_ATTRIBUTE = 'data-apply'
