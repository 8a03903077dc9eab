// The hotel booking request (Book Now on /hotels): what is particular to it, the contract every
// form function keeps being tests/functions/form-contract.test.ts. What the agency receives, the
// bounds it accepts and the reasons a body is refused, in the words data/hotels.yaml gives it.
import { describe, expect, it } from 'vitest'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import sendHotelBookingEmail from '../../functions/send-hotel-booking-email'
import { inDaysUtc, longDate } from '../support/dates'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { expectRefused, postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { hotelBooking as booking } from '../support/functions/form-bodies'
import { checkFields } from '../support/form-words'
import { withoutReference } from '../support/reference'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'bookings@agency.example' })
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === 'send-hotel-booking-email')!
const { label, row, reason } = words
const COUNTS = { adults: { min: 1, max: 8 }, children: { min: 0, max: 6 }, rooms: { min: 1, max: 5 } }

const send = (body: unknown) => sendHotelBookingEmail(postJson('send-hotel-booking-email', body))

const refused = async (body: unknown) => (await expectRefused(smtp, () => send(body))).error

describe('hotel booking e-mail through SMTP', () => {
  it('delivers every field, labelled, the requests with their line breaks', async () => {
    expect((await send(booking)).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Hotel booking request: ${booking.hotelName} – ${booking.firstName} ${booking.lastName}`)
    const fields = ['hotelName', 'hotelCity', 'hotelDistance', 'firstName', 'lastName', 'email', 'phone', 'adults', 'children', 'rooms'] as const
    for (const line of [
      ...fields.map((field) => row(field, booking[field])),
      row('checkInDate', longDate(booking.checkInDate)),
      row('checkOutDate', longDate(booking.checkOutDate)),
      row('nights', 7),
      `${label('specialRequests')}:\n${booking.specialRequests}`,
    ]) {
      expect(parsed.text, line).toContain(line)
    }
    const html = parsed.html || ''
    for (const field of [...fields, 'checkInDate', 'checkOutDate', 'nights', 'specialRequests']) expect(html).toContain(`>${label(field)}</th>`)
    expect(html).toContain(booking.specialRequests.replace('\n', '<br>\n'))
  })

  it('takes counts sent as text, counts no children when left out, and lists empty requests as "Not given"', async () => {
    const { children: _children, ...withoutChildren } = booking
    expect((await send({ ...withoutChildren, adults: '2', rooms: '1', specialRequests: '' })).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of [row('adults', 2), row('children', 0), row('rooms', 1), row('specialRequests', NOT_GIVEN)]) expect(parsed.text).toContain(line)
  })

  it('accepts the bounds: 1 or 8 adults, 0 or 6 children, 1 or 5 rooms, a one-night stay from today', async () => {
    for (const body of [
      { ...booking, adults: COUNTS.adults.min, children: COUNTS.children.min, rooms: COUNTS.rooms.min },
      { ...booking, adults: COUNTS.adults.max, children: COUNTS.children.max, rooms: COUNTS.rooms.max },
      { ...booking, checkInDate: inDaysUtc(0), checkOutDate: inDaysUtc(1) },
    ]) {
      const response = await send(body)
      expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
      expect((await smtp.waitForMessage()).parsed.subject).toContain(booking.hotelName)
    }
  })
})

describe('refused bodies', () => {
  it.each(['hotelName', 'hotelCity', 'hotelDistance'])('without %s: the hotel is to be chosen from the list', async (field) => {
    const { [field]: _left, ...body } = booking as Record<string, unknown>
    expect(await refused(body)).toBe(checkFields(reason(field, 'hotelMissing')))
  })

  it('names every field at fault at once', async () => {
    expect(await refused({ ...booking, firstName: ' ', email: 'not-an-address', adults: 9, rooms: 0 })).toBe(
      checkFields(reason('firstName'), reason('email', 'emailInvalid'), reason('adults', 'adults', COUNTS.adults), reason('rooms', 'rooms', COUNTS.rooms)),
    )
  })

  it.each([
    ['9 adults', { adults: 9 }, reason('adults', 'adults', COUNTS.adults)],
    ['0 adults', { adults: 0 }, reason('adults', 'adults', COUNTS.adults)],
    ['2.5 adults', { adults: 2.5 }, reason('adults', 'adults', COUNTS.adults)],
    ['7 children', { children: 7 }, reason('children', 'children', COUNTS.children)],
    ['-1 children', { children: -1 }, reason('children', 'children', COUNTS.children)],
    ['0 rooms', { rooms: 0 }, reason('rooms', 'rooms', COUNTS.rooms)],
    ['6 rooms', { rooms: '6' }, reason('rooms', 'rooms', COUNTS.rooms)],
    ['rooms as words', { rooms: 'two' }, reason('rooms', 'rooms', COUNTS.rooms)],
    ['check-out before check-in', { checkInDate: inDaysUtc(40), checkOutDate: inDaysUtc(38) }, reason('checkOutDate', 'checkOutBeforeCheckIn')],
    ['check-out on the check-in day', { checkInDate: inDaysUtc(40), checkOutDate: inDaysUtc(40) }, reason('checkOutDate', 'checkOutBeforeCheckIn')],
    ['check-in in the past', { checkInDate: inDaysUtc(-3), checkOutDate: inDaysUtc(2) }, reason('checkInDate', 'checkInDatePast')],
    ['a date that does not exist', { checkInDate: '2030-02-30' }, reason('checkInDate', 'checkInDateInvalid')],
    ['a date in another format', { checkOutDate: '12/10/2030' }, reason('checkOutDate', 'checkOutDateInvalid')],
    ['a phone number with letters', { phone: 'call me' }, reason('phone', 'phoneInvalid')],
  ] as const)('%s: 400 with the reason', async (_case, change, sentence) => {
    expect(await refused({ ...booking, ...change })).toBe(checkFields(sentence))
  })
})
