// The one way code reads the words a visitor sees that are shared across pages (data/words.yaml):
// `words.price.from`, and `fillWords(words.rating.stars, { rating, best })` for the ones with
// {placeholders}. Works in prerendered pages and in islands alike.
export { WORDS as words } from './words.generated'

/** The text with each {name} replaced by its value, e.g. "{number} of {total}" → "2 of 4" (content/fill.ts). */
export { fill as fillWords } from './fill'
