// The site's prices are formatted by content/format.ts; this is its English form.
export { formatPounds } from './format'
