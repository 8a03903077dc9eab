// The worldwide hotel request ('Request Hotels Worldwide' on /hotels): what is particular to it,
// the contract every form function keeps being tests/functions/form-contract.test.ts. What the
// agency receives (category and budget in words) and the reasons a body is refused, in the words
// data/hotels.yaml gives the form.
import { describe, expect, it } from 'vitest'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import sendGlobalHotelRequestEmail from '../../functions/send-global-hotel-request-email'
import { inDaysUtc, longDate } from '../support/dates'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { expectRefused, postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { globalHotelRequest as request } from '../support/functions/form-bodies'
import { checkFields } from '../support/form-words'
import { withoutReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'hotels@agency.example' })
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === 'send-global-hotel-request-email')!
const { row, optionRow, reason } = words

const send = (body: unknown) => sendGlobalHotelRequestEmail(postJson('send-global-hotel-request-email', body))

describe('worldwide hotel request e-mail through SMTP', () => {
  it('delivers every field, labelled, with the category and budget in words', async () => {
    expect((await send(request)).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Worldwide hotel request: ${request.destination} – ${request.firstName} ${request.lastName}`)
    for (const line of [
      row('destination', request.destination),
      row('firstName', request.firstName),
      row('lastName', request.lastName),
      row('email', request.email),
      row('phone', request.phone),
      row('checkInDate', longDate(request.checkInDate)),
      row('checkOutDate', longDate(request.checkOutDate)),
      row('nights', 4),
      row('adults', 2),
      row('children', 1),
      row('rooms', 1),
      optionRow('hotelCategory', request.hotelCategory),
      optionRow('budget', request.budget),
      row('specialRequests', request.specialRequests),
    ]) {
      expect(parsed.text, line).toContain(line)
    }
    const html = parsed.html || ''
    for (const field of ['destination', 'hotelCategory', 'budget', 'checkInDate', 'checkOutDate', 'adults', 'children', 'rooms']) {
      expect(html).toContain(`>${words.label(field)}</th>`)
    }
  })

  it.each([
    ...words.options.hotelCategory!.map((option) => ['hotelCategory', option.value] as const),
    ...words.options.budget!.map((option) => ['budget', option.value] as const),
  ])('%s %s arrives in words', async (field, value) => {
    expect((await send({ ...request, [field]: value })).status).toBe(200)
    expect((await smtp.waitForMessage()).parsed.text).toContain(optionRow(field, value))
  })

  it('takes no category, no budget and no requests as "Not given", and numbers as numbers', async () => {
    const response = await send({ ...request, hotelCategory: '', budget: '', specialRequests: '', adults: 4, children: 0, rooms: 2 })
    expect(response.status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of [row('hotelCategory', NOT_GIVEN), row('budget', NOT_GIVEN), row('specialRequests', NOT_GIVEN), row('adults', 4), row('rooms', 2)]) {
      expect(parsed.text, line).toContain(line)
    }
  })
})

describe('refused bodies', () => {
  const counts = { adults: { min: 1, max: 8 }, children: { min: 0, max: 6 }, rooms: { min: 1, max: 5 } }
  it.each([
    ['9 adults', { adults: '9' }, reason('adults', 'adults', counts.adults)],
    ['7 children', { children: '7' }, reason('children', 'children', counts.children)],
    ['0 rooms', { rooms: '0' }, reason('rooms', 'rooms', counts.rooms)],
    ['check-out before check-in', { checkInDate: inDaysUtc(60), checkOutDate: inDaysUtc(59) }, reason('checkOutDate', 'checkOutBeforeCheckIn')],
    ['check-in in the past', { checkInDate: inDaysUtc(-2) }, reason('checkInDate', 'checkInDatePast')],
    ['a category not on the list', { hotelCategory: 'palace' }, reason('hotelCategory')],
    ['a budget not on the list', { budget: '1000+' }, reason('budget')],
    ['a destination of blanks', { destination: '   ' }, reason('destination')],
  ] as const)('%s: 400 with the reason, nothing sent', async (_case, change, sentence) => {
    expect((await expectRefused(smtp, () => send({ ...request, ...change }))).error).toBe(checkFields(sentence))
  })
})
