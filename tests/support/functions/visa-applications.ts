// Shared material for the three visa application functions' tests: real documents (a PDF
// printed by Chromium, PNG and JPEG screenshots, a text file renamed .pdf) as the browser sends
// them, checks on the received attachments and on the log lines, and oversized requests.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Config } from '@netlify/functions'
import type { ParsedMail } from 'mailparser'
import { describe, expect, it } from 'vitest'
import { MAX_REQUEST_BYTES, type UploadedFile } from '../../../forms/_shared/uploads'
import type { FormHandler } from '../../../functions/_shared/create-form-handler'
import { unavailable } from '../reference'
import { closedSmtpUrl, type TestSmtpServer } from '../smtp'
import { FUNCTION_ORIGIN, expectSecurityHeaders, postJson, readJson, useDeadStore } from './index'

const fixture = (name: string): Buffer => readFileSync(fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url)))

/** Real documents, as a visitor would choose them. */
export const documents = {
  pdf: fixture('passport.pdf'),
  png: fixture('photo.png'),
  jpeg: fixture('photo.jpg'),
  text: fixture('notes-renamed.pdf'),
}

/** A file as the form puts it in the JSON body: name, declared type, size and base64 content. */
export function upload(name: string, content: Buffer, type = ''): UploadedFile {
  return { name, type, size: content.length, data: content.toString('base64') }
}

/** A passport copy and a photograph that pass every check. */
export const validUploads = {
  passportCopy: upload('passport.pdf', documents.pdf, 'application/pdf'),
  photograph: upload('photo.png', documents.png, 'image/png'),
  additionalDocs: [] as UploadedFile[],
}

export interface ExpectedAttachment {
  filename: string
  contentType: string
  content: Buffer
}

/** The attachments arrived in order, byte for byte, with the given names and content types. */
export function expectAttachments(parsed: ParsedMail, expected: readonly ExpectedAttachment[]): void {
  expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual(expected.map((e) => [e.filename, e.contentType]))
  parsed.attachments.forEach((attachment, i) => {
    expect(attachment.content.equals(expected[i]!.content), `${attachment.filename} arrives byte for byte`).toBe(true)
  })
}

/** No log line holds any of the given personal values (names, addresses, file names...). */
export function expectNoPersonalData(logs: readonly string[], values: readonly string[]): void {
  expect(logs.length).toBeGreaterThan(0)
  const all = logs.join('\n').toLowerCase()
  for (const value of values) expect(all, `the logs mention ${value}`).not.toContain(value.toLowerCase())
}

/** A body over MAX_REQUEST_BYTES, announced by Content-Length or streamed without one. */
export function oversizedRequest(functionName: string, body: object, withLength: boolean): Request {
  const json = new TextEncoder().encode(JSON.stringify({ ...body, padding: 'x'.repeat(MAX_REQUEST_BYTES) }))
  const url = `${FUNCTION_ORIGIN}/.netlify/functions/${functionName}`
  if (withLength) {
    return new Request(url, { method: 'POST', body: json, headers: { 'content-type': 'application/json', 'content-length': String(json.length) } })
  }
  const chunk = 64 * 1024
  let offset = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= json.length) return controller.close()
      controller.enqueue(json.subarray(offset, offset + chunk))
      offset += chunk
    },
  })
  return new Request(url, { method: 'POST', body: stream, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit)
}

const TOO_LARGE = {
  error:
    'Your files are too large to send. All files together can be up to 4 MB. Please choose smaller files (for example a scan at a lower resolution) and try again.',
}
const APPLICATION_FAILURE = { error: 'Failed to submit application. Please try again.' }

/** A 400 reply naming one field; returns its error text. */
export async function refusedField(response: Response, field: string): Promise<string> {
  expect(response.status).toBe(400)
  expectSecurityHeaders(response)
  const reply = (await readJson(response)) as { error: string; fields: Record<string, string> }
  expect(Object.keys(reply.fields)).toEqual([field])
  return reply.error
}

/**
 * What each visa application function answers without sending anything: 413 for a body over
 * the request limit (announced or not), 502 with the specification's text when neither the
 * enquiry store nor the mail server answers, 405 for a GET; and its rate limit.
 */
export function describeAnswersWithoutSending(functionName: string, handler: FormHandler, body: object, config: Config, smtp: TestSmtpServer): void {
  describe('answers without sending', () => {
    it.each([
      ['announced by Content-Length', true],
      ['streamed without Content-Length', false],
    ])('413 naming the files’ limit for a body over 6 MB (%s)', async (_how, withLength) => {
      const before = smtp.messages.length
      const request = oversizedRequest(functionName, body, withLength)
      expect(request.headers.has('content-length')).toBe(withLength)
      const response = await handler(request)
      expect(response.status).toBe(413)
      expectSecurityHeaders(response)
      expect(await readJson(response)).toEqual(TOO_LARGE)
      expect(smtp.messages.length, 'nothing is sent').toBe(before)
    })

    it('with no enquiry store: 502 with the specification’s text and the phone when nothing listens on the SMTP port', async () => {
      await useDeadStore()
      process.env.SMTP_URL = await closedSmtpUrl()
      const response = await handler(postJson(functionName, body))
      expect(response.status).toBe(502)
      expect(await readJson(response)).toEqual(unavailable(APPLICATION_FAILURE))
    })

    it('with no enquiry store: 502 with the same text when the mail server refuses the message', async () => {
      await useDeadStore()
      smtp.setRejecting(true)
      const response = await handler(postJson(functionName, body))
      expect(response.status).toBe(502)
      expect(await readJson(response)).toEqual(unavailable(APPLICATION_FAILURE))
    })

    it('405 for a GET', async () => {
      const response = await handler(new Request(`${FUNCTION_ORIGIN}/.netlify/functions/${functionName}`))
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    })

    it('is rate limited per visitor: five applications a minute', () => {
      expect(config.rateLimit).toEqual({ action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] })
    })
  })
}
