// generated, do not edit: written by `npx tsx scripts/registration/hajj-package-choices.ts` from
// data/hajj.yaml. The Hajj registration form and its function use it (the function runs without data/).

export const HAJJ_REGISTRATION_YEAR = 2026

export const HAJJ_PACKAGE_CHOICES = [
  { id: 'SSPR', title: 'Shifting Super Premium' },
  { id: 'SEPR', title: 'Shifting Executive Premium' },
  { id: 'SEPL', title: 'Shifting Executive Plus' },
  { id: 'SSPL', title: 'Shifting Super Plus' },
  { id: 'SEPM', title: 'Non-Shifting Executive Premium Makkah' },
  { id: 'ENSE', title: 'Express Non-Shifting Economy' },
  { id: 'ENSP', title: 'Express Non-Shifting Premium' },
  { id: 'ENSPR', title: 'Express Non-Shifting Premier' },
  { id: 'SNSPL', title: 'Standard Non-Shifting Plus' },
  { id: 'SNSPR', title: 'Standard Non-Shifting Premium' },
  { id: 'SEEM', title: 'Non-Shifting Economy Essential' },
] as const
