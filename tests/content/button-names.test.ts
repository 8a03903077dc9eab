// A sentence naming a button ("press Book Now") goes stale when the button is renamed on its own
// line of data/: the check warns at the sentence's line, with the fix, and only then.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { namedButtons } from '../../content/server/check/button-names'
import { checkContent } from '../../content/server/check/check-content'
import { loadCatalogue } from '../../content/server/data/load'
import { formatProblem } from '../../content/server/data/problem'
import { lineOf } from '../support/content/fixture'
import { dataText } from '../support/data-text'

const STALE = /is not the name of any button, link or choice of the site/
const staleLines = (files: Record<string, string> = {}) =>
  checkContent({ files, today: new Date('2025-06-01T12:00:00Z') })
    .problems.filter((p) => STALE.test(p.message))
    .map(formatProblem)

describe('button names in sentences', { timeout: 60_000 }, () => {
  it('are found after press, click, tap and select, in quotes, in lists and before "button"', () => {
    const names = (text: string) => namedButtons(text).map((found) => found.name)
    expect(names(dataText('bangladesh-visa', 'form.messages.selectedService'))).toEqual(['Apply Now', 'Start Application'])
    expect(names('Press “Book Now”. Then wait for our call')).toEqual(['Book Now'])
    expect(names('choose a package from the list, or “Not sure yet”')).toEqual(['Not sure yet'])
    expect(names('click the Send Message button once')).toEqual(['Send Message'])
    expect(names('press **Accept All** or **Essential Only**')).toEqual(['Accept All', 'Essential Only'])
    expect(names('tap Register for Hajj {hajjYear} on the menu')).toEqual(['Register for Hajj {hajjYear}'])
    for (const plain of ['Select a month', 'Select {field}', 'Express Non-Shifting Economy', 'press play', 'We, "us" and "the client"'])
      expect(names(plain), plain).toEqual([])
  })

  it('name only buttons, links and choices the site has: data/ as it is gets no warning', () => {
    expect(staleLines()).toEqual([])
  })

  it('a renamed button leaves the sentence that names it warned about, at its line, with the fix', () => {
    const words = readFileSync('data/words.yaml', 'utf8')
    const { bookNow } = loadCatalogue('words', 'en').booking
    const renamed = words.replace(`  bookNow: ${bookNow}\n`, '  bookNow: Reserve Your Room\n')
    expect(renamed).not.toBe(words)
    const line = lineOf('data/hotels.yaml', new RegExp(`press ${bookNow}$`))
    const col = readFileSync('data/hotels.yaml', 'utf8').split('\n')[line - 1].indexOf('Please') + 1
    expect(staleLines({ 'data/words.yaml': renamed })).toEqual([
      `data/hotels.yaml:${line}:${col}  warning: "${bookNow}" is not the name of any button, link or choice of the site (was it renamed?): write the name the page shows now, or describe the button without its name`,
    ])
  })

  it('a misspelt name is warned about with the name it is closest to', () => {
    const forms = readFileSync('data/forms.yaml', 'utf8')
    const edited = forms.replace('press Apply Now', 'press Aply Now')
    expect(edited).not.toBe(forms)
    const line = lineOf('data/forms.yaml', /press Apply Now/)
    expect(staleLines({ 'data/forms.yaml': edited })).toEqual([
      expect.stringMatching(new RegExp(`^data/forms\\.yaml:${line}:\\d+  warning: "Aply Now" is not the name .*did you mean "Apply Now"\\?`)),
    ])
  })
})
