import { describe, expect, it } from 'vitest'
import { checkContent } from '../../content/server/check/check-content'
import { formatProblem } from '../../content/server/data/problem'
import { editedLines as linesFor, lineOf } from '../support/content/fixture'

describe('visa catalogue cross-checks', () => {
  it('the real visa files pass', () => {
    const report = checkContent()
    const visaFiles = ['data/visa.yaml', 'data/schengen-visa.yaml', 'data/bangladesh-visa.yaml']
    expect(report.problems.filter((p) => visaFiles.includes(p.file)).map(formatProblem)).toEqual([])
  })

  it('/visa: a tab id or visa title used twice', () => {
    const file = 'data/visa.yaml'
    const lines = linesFor(file, [
      ['    - id: tourist', '    - id: umrah'],
      ['      title: Business Visa', '      title: Tourist Visa'],
    ])
    expect(lines).toEqual([
      `${file}:${lineOf(file, /- id: tourist/)}:11  id "umrah" is already used on line ${lineOf(file, /- id: umrah/)}: give each visa its own id`,
      `${file}:${lineOf(file, /title: Business Visa/)}:14  title "Tourist Visa" is already used on line ${lineOf(file, /title: Tourist Visa/)}: give each visa its own title`,
    ])
  })

  it('/schengen-visa: keys the form does not send, a missing country tab, and a country count the list does not match', () => {
    const file = 'data/schengen-visa.yaml'
    const lines = linesFor(file, [
      ['    - key: germany', '    - key: germnay'],
      ['    - key: italy', '    - key: portugal'],
      ['    - Switzerland\n', ''],
    ])
    const countries = lineOf(file, /^ {2}countries:$/)
    expect(lines).toEqual([
      // A folded text (>-) is reported on its first line.
      `${file}:${lineOf(file, /One visa for 27 European countries/) - 1}:9  says 27 countries but area lists 26: change the number here or the list under area`,
      `${file}:${countries + 1}:5  germany has no tab: the application form offers germany, france, spain, italy; add a tab with \`key: germany\``,
      `${file}:${countries + 1}:5  italy has no tab: the application form offers germany, france, spain, italy; add a tab with \`key: italy\``,
      `${file}:${lineOf(file, /- key: germany/)}:12  key "germnay" is not one the application form sends (forms/visa-application.ts): did you mean germany?`,
      `${file}:${lineOf(file, /- key: italy/)}:12  key "portugal" is not one the application form sends (forms/visa-application.ts): use one of germany, france, spain, italy`,
      `${file}:${lineOf(file, /heading: The 27 Schengen Countries/)}:12  says 27 countries but area lists 26: change the number here or the list under area`,
    ])
  })

  it('/schengen-visa: a tab country missing from the list of Schengen countries', () => {
    const file = 'data/schengen-visa.yaml'
    expect(linesFor(file, [['      name: Spain', '      name: España']])).toEqual([
      `${file}:${lineOf(file, /name: Spain/)}:13  "España" is not in the list of Schengen countries under area: write its name as it is there`,
    ])
  })

  it('/bangladesh-visa: a wrong key, a price not in the fee table, the wrong service type and button', () => {
    const file = 'data/bangladesh-visa.yaml'
    const lines = linesFor(file, [
      ['    - key: nid', '    - key: nidd'],
      ['      price: 95', '      price: 99'],
      ['      serviceType: Visa-Free Entry', '      serviceType: Document Service'],
      [/applyLabel: Start Application(?![\s\S]*applyLabel: Start Application)/, 'applyLabel: Apply Now'],
    ])
    const items = lineOf(file, /^ {2}items:$/)
    expect(lines).toEqual([
      `${file}:${items + 1}:5  nid has no tab: the application form offers no-visa, e-passport, nid; add a tab with \`key: nid\``,
      `${file}:${lineOf(file, /serviceType: Visa-Free Entry/)}:20  serviceType of no-visa must be Visa-Free Entry (specification, Bangladesh services page)`,
      `${file}:${lineOf(file, /^ {6}price: 95$/)}:14  price 99 is not a fee of the fee structure below (£95, £115, £145, £165): write one of them`,
      `${file}:${lineOf(file, /- key: nid/)}:12  key "nidd" is not one the application form sends (forms/bangladesh-service.ts): did you mean nid?`,
      `${file}:${lineOf(file, /applyLabel: Start Application/, 1)}:19  applyLabel of nidd must be Start Application (specification, Bangladesh services page)`,
    ])
  })
})
