// Every form sent from a Bengali page (issue 38): the visitor's acknowledgement, written in Bengali,
// repeats their choices (a subject, a room, a travel month, a visa type…) by their Bengali labels,
// never the English option values the agency's e-mail keeps. Through the real function, the
// enquiry store and a real SMTP server on 127.0.0.1; what may stay in Latin letters is
// content/server/language/bengali-latin.ts's allowlist (data/bn/glossary.yaml's latin:, the reference, addresses).
import type { Context } from '@netlify/functions'
import { describe, expect, it } from 'vitest'
import { registeredForms } from '../../content/server/data/form-registry'
import { emailRowsOf } from '../../forms/_shared/define-form'
import { inDaysUtc } from '../support/dates'
import { EXAMPLE_FILES } from '../support/functions/visa-applications'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { latinDigitsIn, latinIn } from '../support/latin'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'enquiries@agency.example', MAIL_FROM: 'Website <no-reply@agency.example>' })

function netlifyContext() {
  const work: Promise<unknown>[] = []
  const context = { waitUntil: (promise: Promise<unknown>) => void work.push(promise), ip: '127.0.0.1' } as unknown as Context
  return { context, settled: () => Promise.allSettled(work) }
}

/** The newsletter acknowledges nothing: its address is not confirmed yet (double opt-in is the agency's). */
const UNACKNOWLEDGED = new Set(['send-newsletter-signup'])

describe.each(FORM_FUNCTIONS.filter((fn) => !UNACKNOWLEDGED.has(fn.name)).map((fn) => [fn.name, fn] as const))('%s from a Bengali page', (name, fn) => {
  it('acknowledges in Bengali only: every choice echoed by its Bengali label', async () => {
    const { context, settled } = netlifyContext()
    // An address of its own: acknowledgements to one address are limited per hour.
    const body = { ...fn.valid, email: `${name}@visitor.example`, locale: 'bn', page: `/bn/${name}/` }
    const response = await fn.handler(postJson(name, body), context)
    const reply = (await readJson(response)) as { reference?: string }
    expect(response.status).toBe(200)
    await settled()
    const acknowledgement = smtp.acknowledgements.find((m) => m.parsed.subject?.includes(reply.reference!))
    expect(acknowledgement, 'the visitor has their acknowledgement').toBeDefined()
    const text = acknowledgement!.parsed.text ?? ''
    // It does repeat choices: a test of an acknowledgement without them could not fail.
    expect(text.split('\n').filter((line) => /^ {2}\S/.test(line)).length, text).toBeGreaterThan(0)
    expect(latinIn(text), text).toEqual([])
    // Figures too (a group size, a budget, a date) in the page's digits.
    expect(latinDigitsIn(text), text).toEqual([])
  })
})

/** The values a field's rule lists (a zod enum, however wrapped: optional, preprocessed, defaulted); none for free text. */
function listedValues(rule: unknown, depth = 0): string[] {
  const def = (rule as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def
  if (!def || depth > 10) return []
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string>)
  return ['innerType', 'in', 'out', 'schema'].flatMap((key) => listedValues(def[key], depth + 1))
}

// Every value of every list, not only the one each example body chose: the visitor's choice as the
// Bengali acknowledgement names it (its rows are the form's, in the visitor's language).
describe('every option of every form, as a Bengali acknowledgement names it', async () => {
  const forms = await registeredForms()
  // The newsletter sends none; the text the visitor typed (an "Other" place) is theirs, not a choice.
  const acknowledged = forms.filter((form) => !UNACKNOWLEDGED.has(form.endpoint.function))
  it.each(acknowledged.map((form) => [form.endpoint.function, form] as const))('%s', (_name, { fields, contract }) => {
    const typed = Object.fromEntries(contract.freeText.map((name) => [name, undefined]))
    const example = { ...(contract.example(inDaysUtc, EXAMPLE_FILES) as Record<string, unknown>), ...typed }
    const english: string[] = []
    for (const [name, field] of Object.entries(fields)) {
      for (const value of listedValues(field.rule)) {
        const rows = emailRowsOf({ [name]: field }, {}, { ...example, [name]: value }, 'bn')
        for (const row of rows.filter((r) => r.chosen)) {
          const latin = latinIn(String(row.value ?? ''))
          if (latin.length > 0) english.push(`${name}=${value}: ${String(row.value)}`)
        }
      }
    }
    expect(english).toEqual([])
  })
})
