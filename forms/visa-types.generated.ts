// generated, do not edit: written by `npx tsx scripts/registration/visa-types.ts` from
// data/visa.yaml. The Saudi visa form and its function use it (the function runs without data/).

export const SAUDI_VISA_TYPES = ['Umrah Visa', 'E-Waiver Visa', 'Tourist Visa', 'Business Visa'] as const
