// The quote wizard's request (/get-quote): what is particular to it, the contract every form
// function keeps being tests/functions/form-contract.test.ts. Every field in the agency's e-mail in
// words, the defaults, and what is refused and why, in the words data/get-quote.yaml gives it.
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../content/server/data/load'
import { travelMonthOptions } from '../../forms/_shared/travel-months'
import { NOT_GIVEN } from '../../functions/_shared/email-body'
import sendQuoteEmail from '../../functions/send-quote-email'
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { expectRefused, postJson, useFunctionTestEnv, useRealSmtp } from '../support/functions/index'
import { quoteRequest as quote } from '../support/functions/form-bodies'
import { checkFields } from '../support/form-words'
import { withoutReference } from '../support/reference'
import { QUOTE_PACKAGES } from '../../forms/quote-packages.generated'
import { chosenByAddress, offersRoom, roomsOf } from '../../forms/quote-room'
import { formatFor } from '../../content/browser/format'
import { fill } from '../../content/browser/fill'

useFunctionTestEnv()
const smtp = useRealSmtp({ MAIL_TO: 'quotes@agency.example' })
const { words } = FORM_FUNCTIONS.find((fn) => fn.name === 'send-quote-email')!
const { row, optionRow, tickRow, reason } = words
const TRAVEL_MONTHS = loadCatalogue('forms', 'en').travelMonths

const month = travelMonthOptions(new Date(), { first: 'current' })[0]!

const send = (body: unknown) => sendQuoteEmail(postJson('send-quote-email', body))

describe('quote request through SMTP', () => {
  it('delivers every field, labelled and in words', async () => {
    expect((await send(quote)).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    expect(withoutReference(parsed.subject)).toBe(`Quote request: ${words.option('serviceType', quote.serviceType)} – ${quote.firstName} ${quote.lastName}`)
    const chosen = [
      'serviceType',
      'duration',
      'groupSize',
      'budget',
      'accommodationType',
      'roomSharing',
      'dietaryRequirements',
      'preferredContact',
      'bestTimeToCall',
    ] as const
    const ticked = ['visaRequired', 'flightRequired', 'insuranceRequired', 'mobilityAssistance'] as const
    for (const line of [
      ...(['firstName', 'lastName', 'email', 'phone', 'specialRequests'] as const).map((field) => row(field, quote[field])),
      row('travelMonth', month.label.replace(` ${TRAVEL_MONTHS.hajjMark}`, '')),
      ...chosen.map((field) => optionRow(field, quote[field])),
      ...ticked.map((field) => tickRow(field, quote[field])),
    ]) {
      expect(parsed.text, line).toContain(line)
    }
  })

  it('needs only the required fields; e-mail is the default contact', async () => {
    const { firstName, lastName, email, phone, serviceType, groupSize, recaptchaToken } = quote
    const response = await send({ firstName, lastName, email, phone, serviceType, groupSize, travelMonth: 'flexible', recaptchaToken })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    for (const line of [
      row('travelMonth', TRAVEL_MONTHS.flexibleInEmail),
      row('duration', NOT_GIVEN),
      optionRow('preferredContact', 'email'),
      tickRow('visaRequired', false),
    ])
      expect(parsed.text, line).toContain(line)
  })
})

/**
 * A package still on sale that is priced by room (issue 38), from data/ on the day: an Umrah one
 * while there is one, else a Hajj one (in the days only Hajj groups are still to leave), none once
 * every departure has left.
 */
const roomed = QUOTE_PACKAGES.filter((pkg) => roomsOf(pkg).length > 1)
const priced = (roomed.find((pkg) => pkg.service === 'umrah') ?? roomed[0])!
const WIZARD = loadCatalogue('get-quote', 'en').wizard

describe.runIf(priced)('a quote for one room of a package (issue 38)', () => {
  it('names the package and the room with its price per person in the agency e-mail', async () => {
    const room = roomsOf(priced).at(-1)!
    expect((await send({ ...quote, package: priced.id, roomSharing: room })).status).toBe(200)
    const { parsed } = await smtp.waitForMessage()
    const price = formatFor('en').pounds(priced.rooms[room]!)
    expect(parsed.text).toContain(row('package', priced.titles.en))
    expect(parsed.text).toContain(row('roomSharing', fill(WIZARD.roomPrice, { room: words.option('roomSharing', room), price })))
  })

  it('starts the wizard with the package and room of the address; an unknown package or room is left to the visitor', () => {
    const room = roomsOf(priced)[0]!
    expect(chosenByAddress(`?package=${priced.id}&room=${room}`)).toEqual({ package: priced.id, serviceType: priced.service, roomSharing: room })
    expect(chosenByAddress(`?package=${priced.id}&room=penthouse`)).toEqual({ package: priced.id, serviceType: priced.service })
    expect(chosenByAddress('?package=no-such-trip&room=quad')).toEqual({})
    expect(chosenByAddress('')).toEqual({})
  })

  it('a package priced by room offers only its rooms; one with a single price leaves any room to ask for', () => {
    const twoRooms = { id: 'x', service: 'umrah', titles: { en: 'X', bn: 'X' }, rooms: { quad: 1500, triple: 1600 } } as const
    expect(offersRoom(twoRooms, 'triple')).toBe(true)
    expect(offersRoom(twoRooms, 'single')).toBe(false)
    expect(offersRoom({ ...twoRooms, rooms: {} }, 'single')).toBe(true)
  })
})

describe('refused bodies', () => {
  it.each([
    ['a package not on sale', { package: 'july-2025' }, reason('package')],
    ['a month that is not one', { travelMonth: 'someday-2027' }, reason('travelMonth')],
    ['a service not offered', { serviceType: 'cruise' }, reason('serviceType')],
    ['a group size not on the list', { groupSize: '7' }, reason('groupSize')],
    ['a budget not on the list', { budget: 'cheap' }, reason('budget')],
    ['a contact not on the list', { preferredContact: 'pigeon' }, reason('preferredContact')],
    ['a checkbox as text', { visaRequired: 'yes' }, reason('visaRequired', 'checkbox')],
  ] as const)('%s: 400 with the reason, nothing sent', async (_case, change, sentence) => {
    expect((await expectRefused(smtp, () => send({ ...quote, ...change }))).error).toBe(checkFields(sentence))
  })

  it.runIf(priced)('a room the package does not offer: 400 with the reason, nothing sent', async () => {
    const refused = await expectRefused(smtp, () => send({ ...quote, serviceType: priced.service, package: priced.id, roomSharing: 'penthouse' }))
    expect(refused.error).toBe(checkFields(reason('roomSharing')))
  })
})

describe('travel months', () => {
  it('start with the current month (docs/decisions.md, decision 8)', () => {
    const now = new Date()
    const name = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(now).toLowerCase()
    expect(month.value).toBe(`${name}-${now.getUTCFullYear()}`)
  })
})
