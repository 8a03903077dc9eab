// The site's spelling of a visitor's words (content/browser/spelling.ts), with the glossary the site keeps
// to (data/bn/glossary.yaml): /bn/search/ finds the pages whichever common spelling is typed.
import { describe, expect, it } from 'vitest'
import { readGlossary } from '../../content/server/check/glossary'
import { toSiteSpelling } from '../../content/browser/spelling'

const { spellings, problems } = readGlossary(process.cwd())

describe('toSiteSpelling with the Bengali glossary', () => {
  it('reads the glossary', () => {
    expect(problems).toEqual([])
  })

  it('writes হজ্জ for হজ্ব and হজ, whole or with an ending', () => {
    expect(toSiteSpelling('হজ্ব', spellings)).toBe('হজ্জ')
    expect(toSiteSpelling('হজ প্যাকেজ', spellings)).toBe('হজ্জ প্যাকেজ')
    expect(toSiteSpelling('হজের নিবন্ধন', spellings)).toBe('হজ্জের নিবন্ধন')
  })

  it('writes উমরাহ for ওমরাহ, ওমরা and উমরা', () => {
    expect(toSiteSpelling('ওমরাহ', spellings)).toBe('উমরাহ')
    expect(toSiteSpelling('ওমরা', spellings)).toBe('উমরাহ')
    expect(toSiteSpelling('উমরা প্যাকেজ', spellings)).toBe('উমরাহ প্যাকেজ')
    expect(toSiteSpelling('হজ ও ওমরাহ', spellings)).toBe('হজ্জ ও উমরাহ')
  })

  it('leaves the site’s spelling, other words and words inside others as they are', () => {
    for (const words of ['হজ্জ', 'উমরাহর', 'হজরত', 'বিমান', 'মহজ']) expect(toSiteSpelling(words, spellings)).toBe(words)
  })
})
