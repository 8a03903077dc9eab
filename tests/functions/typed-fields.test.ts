// Every message a visitor can meet is data/'s, in the page's language (issue 34): a field sent as
// the wrong kind of value altogether (a number where a file, a text or a list belongs: a hand-made
// request, or a script gone wrong) is refused naming the field in the form's words, never with
// zod's own English ("Invalid input: expected object, received number"), on the English and the
// Bengali pages alike. Every field of every form function, three wrong kinds each.
import { describe, expect, it } from 'vitest'
import { LOCALE_FIELD } from '../../functions/_shared/create-form-handler'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { postJson, readJson, useFunctionTestEnv } from '../support/functions/index'
import { dataText } from '../support/data-text'

useFunctionTestEnv()

/** zod's English (its `en` locale): what must never reach a visitor. */
const ZOD_ENGLISH = /Invalid (input|option|string|number|key|element|union)|expected [a-z]+, received|Too (big|small)|Unrecognized key|words:/i
const BENGALI = /[\u0980-\u09FF]/
const WRONG_KINDS: readonly unknown[] = [7, { length: 1 }, [1, 2]]

describe.each(FORM_FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s', (_name, fn) => {
  const fields = Object.keys(fn.valid).filter((field) => field !== fn.honeypot)

  it.each(['en', 'bn'] as const)('refuses each field sent as the wrong kind of value in data/’s words (%s page)', async (locale) => {
    for (const field of fields) {
      for (const wrong of WRONG_KINDS) {
        const response = await fn.handler(postJson(fn.name, { ...fn.valid, [field]: wrong, [LOCALE_FIELD]: locale }))
        const reply = (await readJson(response)) as { error?: string; fields?: Record<string, string> }
        const what = `${field} = ${JSON.stringify(wrong)}`
        // A value of another kind some fields take as it is (a number of travellers) may pass.
        if (response.status === 200) continue
        expect(response.status, what).toBe(400)
        expect(reply.error, what).not.toMatch(ZOD_ENGLISH)
        for (const message of Object.values(reply.fields ?? {})) expect(message, what).not.toMatch(ZOD_ENGLISH)
        if (locale === 'bn') expect(reply.error, what).toMatch(BENGALI)
      }
    }
  })
})

it('the words for a value of the wrong kind are data/’s', () => {
  expect(dataText('forms', 'shared.invalidValue')).toBeTruthy()
})
