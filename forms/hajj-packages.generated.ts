// generated, do not edit: written by `npx tsx scripts/registration/hajj-package-choices.ts` from
// data/hajj.yaml. The Hajj registration form and its function use it (the function runs without data/).

export const HAJJ_REGISTRATION_YEAR = 2027

export const HAJJ_PACKAGE_CHOICES = [
  { id: 'SSPR', title: 'Shifting Super Premium' },
  { id: 'SEPR', title: 'Shifting Executive Premium' },
  { id: 'SEPL', title: 'Shifting Executive Plus' },
  { id: 'SSPL', title: 'Shifting Super Plus' },
  { id: 'SEPM', title: 'Non-Shifting Executive Premium' },
  { id: 'ENSE', title: 'Express Non-Shifting Economy' },
  { id: 'ENSP', title: 'Express Non-Shifting Premium' },
  { id: 'ENSPR', title: 'Express Non-Shifting Premier' },
  { id: 'SNSPL', title: 'Standard Non-Shifting Plus' },
  { id: 'SNSPR', title: 'Standard Non-Shifting Premium' },
  { id: 'SEEM', title: 'Non-Shifting Economy Essential' },
  { id: 'SSPR27', title: 'Shifting Super Premium' },
  { id: 'SEPR27', title: 'Shifting Executive Premium' },
  { id: 'SSPL27', title: 'Shifting Super Plus' },
  { id: 'ENSE27', title: 'Express Non-Shifting Economy' },
  { id: 'SNSPR27', title: 'Standard Non-Shifting Premium' },
  { id: 'SEEM27', title: 'Non-Shifting Economy Essential' },
] as const
