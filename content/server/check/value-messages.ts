import { defOf, fieldLabel, withFix, type MessageContext } from './message-context'
import type { JsonSchema } from './schemas'
import { writtenAt } from './source'
import * as fix from './written'

// Messages for a value written the wrong way: they quote it and, when safe, give the value to write.

/** A number or true/false where text was expected: the same characters, in quotes (or fixed). */
function asText(ctx: MessageContext): string {
  const written = writtenAt(ctx.source, ctx.path) ?? String(ctx.error.data)
  const fixed = defOf(ctx.error) === 'time' ? fix.timeFix(written) : defOf(ctx.error) === 'tel' ? fix.telFix(written) : undefined
  return `"${fixed ?? written}"`
}

export function typeMessage(ctx: MessageContext): string {
  const { error, path } = ctx
  const label = fieldLabel(path)
  const value = error.data
  const expected = String(error.params.type)
  if (value === null) {
    const what = {
      integer: 'a number',
      number: 'a number',
      boolean: 'true or false',
      string: 'the text',
      array: 'a list',
      object: 'its fields',
    }
    return `${label} is empty: write ${what[expected as keyof typeof what] ?? 'a value'}`
  }
  switch (expected) {
    case 'integer':
    case 'number': {
      const whole = expected === 'integer'
      const n = fix.numberFix(value, whole)
      if (typeof value === 'number') return `${label} must be a whole number (you wrote ${writtenAt(ctx.source, path) ?? value}: write ${n})`
      if (typeof value === 'string' && n !== undefined && String(n) === value.trim())
        return `${label} must be a number (you wrote ${fix.shown(value)} in quotes: write ${n} without quotes)`
      return withFix(`${label} must be a number`, value, n)
    }
    case 'boolean':
      return withFix(`${label} must be true or false`, value, fix.booleanFix(value))
    case 'string':
      if (typeof value === 'number' || typeof value === 'boolean')
        return `${label} must be text in quotes (you wrote ${writtenAt(ctx.source, path) ?? String(value)}: write ${asText(ctx)})`
      return `${label} must be text, not ${fix.shown(value)}`
    case 'array':
      return `${label} must be a list: write each item on its own line starting with "- " (you wrote ${fix.shown(value)})`
    case 'object':
      return `${label} must be a group of fields, each on its own line indented under it (you wrote ${fix.shown(value)})`
    default:
      return `${label} must be ${expected} (you wrote ${fix.shown(value)})`
  }
}

export function enumMessage({ error, path }: MessageContext): string {
  const allowed = (error.params.allowedValues as unknown[]).map(String)
  return `${fieldLabel(path)} must be one of: ${allowed.join(', ')} (you wrote ${fix.shown(error.data)})`
}

export function patternMessage(ctx: MessageContext): string {
  const { error, path } = ctx
  const label = fieldLabel(path)
  const value = String(error.data)
  switch (defOf(error)) {
    case 'text':
    case 'title':
      return `${label} is only spaces: write the text`
    case 'internalLink':
      if (/\s/.test(value.trim())) return withFix(`${label} must be a page address without spaces`, error.data, undefined)
      return withFix(`${label} must be a page of this website, starting with /`, error.data, fix.internalLinkFix(value))
    case 'externalUrl':
      return withFix(`${label} must be a full web address starting with https://`, error.data, fix.externalUrlFix(value))
    case 'imagePath':
      return withFix(
        `${label} must be an image file in public/images, written /images/<file> and ending in .svg, .png, .jpg, .webp or .avif`,
        error.data,
        fix.imagePathFix(value),
      )
    case 'id':
      return withFix(`${label} must be lower-case letters, digits and hyphens`, error.data, fix.slugFix(value))
    case 'hajjPackageCode': {
      const upper = value.toUpperCase().replace(/[^A-Z0-9]/g, '')
      return withFix(`${label} must be capital letters and digits`, error.data, upper && upper !== value ? upper : undefined)
    }
    case 'time': {
      const t = fix.timeFix(value)
      return withFix(`${label} must be a time written HH:MM in quotes`, error.data, t && `"${t}"`)
    }
    case 'tel': {
      const t = fix.telFix(value)
      return withFix(`${label} must be the number in international form, + and digits only, in quotes`, error.data, t && `"${t}"`)
    }
  }
  // A pattern of one field: its description is written for staff and shows an example.
  const description = (error.parentSchema as JsonSchema | undefined)?.description
  return `${label} is not written the right way (you wrote ${fix.shown(error.data)})${description ? `: ${description}` : ''}`
}

export function formatMessage({ error, path }: MessageContext): string {
  const label = fieldLabel(path)
  const value = String(error.data)
  if (error.params.format === 'date') {
    // A real-looking date on a day the calendar does not have: the day is wrong, not the way it is written.
    const impossible = fix.impossibleDay(value)
    if (impossible) return `${label} is ${fix.shown(error.data)}, but ${impossible}: correct the day (dates are written YYYY-MM-DD)`
    return withFix(`${label} must be a date written YYYY-MM-DD`, error.data, fix.dateFix(value))
  }
  if (error.params.format === 'email') return `${label} must be an e-mail address like info@example.com (you wrote ${fix.shown(error.data)})`
  return `${label} must be a valid ${String(error.params.format)} (you wrote ${fix.shown(error.data)})`
}

export function rangeMessage({ error, path }: MessageContext): string {
  const label = fieldLabel(path)
  const limit = error.params.limit as number
  switch (error.keyword) {
    case 'minimum':
      return `${label} must be ${limit} or more (you wrote ${fix.shown(error.data)})`
    case 'maximum':
      return `${label} must be ${limit} or less (you wrote ${fix.shown(error.data)})`
    case 'exclusiveMinimum':
      return `${label} must be more than ${limit} (you wrote ${fix.shown(error.data)})`
    default:
      return `${label} must be less than ${limit} (you wrote ${fix.shown(error.data)})`
  }
}
