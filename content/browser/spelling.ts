// The spellings a language's glossary asks for (data/bn/glossary.yaml, issue 37): where a word is
// written several ways (হজ্জ, হজ, হজ্ব), the one the site writes. Read by the content check, which
// reports every other spelling in the site's texts, and by the search page's script, which turns
// a visitor's spelling into the site's before searching (the index holds only the site's). Pure,
// so it runs in the browser too.

export interface Spelling {
  write: string
  not: string[]
  except?: string[]
}

/** A letter, vowel sign or mark of the Bengali block: a spelling only counts where a word starts. */
const BENGALI = /[\u0980-\u09FF]/

interface SpellingFound {
  /** 0-based column where the spelling starts. */
  col: number
  wrong: string
  entry: Spelling
}

/** Where a text writes a spelling the glossary forbids, the longest first at one place, by column. */
export function forbiddenSpellings(text: string, spellings: readonly Spelling[]): SpellingFound[] {
  const found: SpellingFound[] = []
  for (const entry of spellings) {
    for (const wrong of entry.not) {
      for (let at = text.indexOf(wrong); at >= 0; at = text.indexOf(wrong, at + 1)) {
        if (at > 0 && BENGALI.test(text[at - 1]!)) continue
        const rest = text.slice(at)
        // হজ্জ starts with হজ, বিমান with বিমা: the right spelling and other words are not this one.
        if (rest.startsWith(entry.write) || (entry.except ?? []).some((word) => rest.startsWith(word))) continue
        if (found.some((f) => f.col === at && f.wrong.length >= wrong.length)) continue
        found.push({ col: at, wrong, entry })
      }
    }
  }
  return found.sort((a, b) => a.col - b.col || b.wrong.length - a.wrong.length)
}

/** The text with each forbidden spelling replaced by the one to write (হজের → হজ্জের, ওমরাহ → উমরাহ). */
export function toSiteSpelling(text: string, spellings: readonly Spelling[]): string {
  let out = ''
  let from = 0
  for (const { col, wrong, entry } of forbiddenSpellings(text, spellings)) {
    if (col < from) continue // inside a longer spelling already replaced
    out += text.slice(from, col) + entry.write
    from = col + wrong.length
  }
  return out + text.slice(from)
}

/**
 * Where a Bengali sentence ends with a full stop (.) instead of the dari (।): a full stop right after
 * a Bengali letter or sign, then a space, a closing quote or bracket, or the end of the text. An
 * abbreviation's point inside brackets, (সা.), a decimal point, ৪.৯, and a
 * numbered point's, ১., are not endings.
 * 0-based columns of the full stops.
 */
export function fullStopsEndingBengali(text: string): number[] {
  const found: number[] = []
  for (const match of text.matchAll(/[\u0980-\u09E5\u09F0-\u09FF]\.(?=$|[\s"'”’»])/gu)) found.push(match.index + 1)
  return found
}
