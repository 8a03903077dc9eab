// Times of day as each language says them (issue 37, item 9): the opening hours read
// "10:00–18:00" in English and "সকাল ১০টা – সন্ধ্যা ৬টা" in Bengali, from the one time data/site.yaml
// writes; a translation of data/words.yaml `clock` may use any part the site offers (its schema's
// x-placeholders), and the content check names one it does not.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkTranslations } from '../../content/server/check/translations'
import { formatFor } from '../../content/browser/format'
import { clockTime, openingHoursLine } from '../../content/server/contact/hours'
import { loadCatalogue } from '../../content/server/data/load'
import { formatProblem } from '../../content/server/data/problem'
import { wordsFor } from '../../content/browser/words/words'
import '../../content/server/language/all-words'

const say = (time: string, locale: 'en' | 'bn') => clockTime(time, wordsFor(locale), formatFor(locale))

describe('a time of day', () => {
  it.each([
    ['10:00', 'সকাল ১০টা'],
    ['09:30', 'সকাল সাড়ে ৯টা'],
    ['12:00', 'দুপুর ১২টা'],
    ['14:00', 'দুপুর ২টা'],
    ['15:45', 'বিকেল ৩টা ৪৫ মিনিট'],
    ['18:00', 'সন্ধ্যা ৬টা'],
    ['20:05', 'রাত ৮টা ০৫ মিনিট'],
  ])('%s is said in Bengali as %s, and written as it is in English', (time, bengali) => {
    expect(say(time, 'bn')).toBe(bengali)
    expect(say(time, 'en')).toBe(time)
  })

  it('that is not HH:MM is named with the file to fix', () => {
    expect(() => say('6pm', 'bn')).toThrow('data/site.yaml: the time 6pm is not written as HH:MM')
  })

  it("makes the agency's opening hours one line per language", () => {
    const line = (locale: 'en' | 'bn') => openingHoursLine(loadCatalogue('site', locale), wordsFor(locale), formatFor(locale))
    const [weekdays] = loadCatalogue('site', 'bn').openingHours
    expect(line('bn')).toContain(`${weekdays.label} সকাল ১০টা – সন্ধ্যা ৬টা`)
    expect(line('bn')).not.toMatch(/[0-9]/)
    expect(line('en')).toContain(`${loadCatalogue('site', 'en').openingHours[0].label} 10:00–18:00`)
  })
})

describe('the content check of data/bn/words.yaml clock', () => {
  const BN_WORDS = 'data/bn/words.yaml'
  const clockProblems = (text: string) =>
    checkTranslations({ root: process.cwd(), files: { [BN_WORDS]: text } })
      .map(formatProblem)
      .filter((message) => message.startsWith(BN_WORDS) && /offered|placeholder/.test(message))

  it('accepts the parts the site offers, other than the English uses', () => {
    expect(clockProblems(readFileSync(BN_WORDS, 'utf8'))).toEqual([])
  })

  it('names a part the site does not offer', () => {
    const text = readFileSync(BN_WORDS, 'utf8').replace('onTheHour: "{period} {hour12}টা"', 'onTheHour: "{period} {hour24}টা"')
    expect(clockProblems(text)).toEqual([
      expect.stringContaining('{hour24} is not offered here: this text may use {time}, {hour12}, {minutes}, {period}, {from}, {to}'),
    ])
  })
})
