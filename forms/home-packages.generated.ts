// generated, do not edit: written by `npx tsx scripts/registration/home-package-choices.ts` (run by
// `npm run build`) from data/umrah.yaml and data/hajj.yaml on 2026-11-25: the packages that can still be booked.

export const HOME_PACKAGE_CHOICES = [
  { value: 'december-2026', label: 'Winter Umrah December 2026' },
  { value: 'february-2027', label: 'Ramadan Umrah February 2027' },
  { value: 'april-2027', label: 'Easter Umrah April 2027' },
  { value: 'hajj-2027', label: 'Hajj 2027' },
] as const
