// Every form sent from a Bengali page (issue 38): the visitor's acknowledgement, written in Bengali,
// repeats their choices (a subject, a room, a travel month, a visa type…) by their Bengali labels,
// never the English option values the agency's e-mail keeps. Through the real function, the
// enquiry store and a real SMTP server on 127.0.0.1; what may stay in Latin letters is
// content/bengali-latin.ts's allowlist (data/bn/glossary.yaml's latin:, the reference, addresses).
import type { Context } from '@netlify/functions'
import { describe, expect, it } from 'vitest'
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
