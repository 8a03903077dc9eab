// The contract of every send-<form> function, in Bengali (issue 24): a submission from a Bengali
// page (locale 'bn') is answered in Bengali: the sentence naming the fields at fault, the shared
// messages (an e-mail address that is not one, a captcha not completed) and the success text the
// function declares for that language (its contract's textsIn).
import { describe, expect, it } from 'vitest'
import { sharedTexts } from '../../forms/_shared/messages'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { postJson, readJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'

useFunctionTestEnv()
useRealSmtp({ MAIL_TO: 'contract@agency.example' })

const bengali = sharedTexts('bn').messages
/** The Bengali sentence's words before the fields it names. */
const checkFieldsStart = bengali.checkFields.slice(0, bengali.checkFields.indexOf('{fields}'))

describe.each(FORM_FUNCTIONS.map((fn) => [fn.name, fn] as const))('%s in Bengali', (name, fn) => {
  const send = async (body: Record<string, unknown>) => {
    const response = await fn.handler(postJson(name, { ...body, locale: 'bn', page: `/bn/${name}/` }))
    return { status: response.status, reply: (await readJson(response)) as { message?: string; error?: string; fields?: Record<string, string> } }
  }

  it('answers success with its Bengali success text', async () => {
    const { status, reply } = await send(fn.valid)
    expect(status).toBe(200)
    expect(reply.message).toBe(fn.handler.contract.textsIn('bn').successText)
  })

  it.runIf('email' in fn.valid)('names a wrong e-mail address in a Bengali sentence, with the Bengali message', async () => {
    const { status, reply } = await send({ ...fn.valid, email: 'not an address' })
    expect(status).toBe(400)
    expect(reply.fields?.email).toBe(bengali.emailInvalid)
    expect(reply.error?.startsWith(checkFieldsStart)).toBe(true)
  })

  it.runIf(fn.captcha)('asks for the captcha in Bengali', async () => {
    const { status, reply } = await send({ ...fn.valid, recaptchaToken: '' })
    expect(status).toBe(400)
    expect(reply.error).toBe(bengali.captchaIncomplete)
  })
})
