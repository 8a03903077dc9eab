const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 })

/** £1,649 from a number of pounds, the one way prices are written across the site. */
export function formatPounds(amount: number): string {
  return pounds.format(amount)
}
