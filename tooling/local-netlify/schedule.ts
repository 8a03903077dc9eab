// Scheduled functions on this machine, as Netlify runs them: each function whose source declares
// `config = { schedule: '<cron>' }` is called when its cron expression matches the minute (UTC).
// Netlify reads the schedule from the source text, so this does too. The five cron fields
// (minute hour day-of-month month day-of-week) take *, numbers, ranges a-b, steps */n or a-b/n
// and lists; @hourly, @daily, @weekly, @monthly and @yearly too.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const SHORTHANDS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
}
const RANGES: ReadonlyArray<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
]

function fieldMatches(field: string, value: number, [min, max]: [number, number]): boolean {
  return field.split(',').some((part) => {
    const [range, stepText] = part.split('/')
    const step = stepText === undefined ? 1 : Number(stepText)
    const [from, to] = range === '*' ? [min, max] : range!.includes('-') ? range!.split('-').map(Number) : [Number(range), stepText ? max : Number(range)]
    if (!Number.isInteger(step) || step < 1 || !Number.isInteger(from) || !Number.isInteger(to)) throw new Error(`Unreadable cron field "${field}"`)
    return value >= from! && value <= to! && (value - from!) % step === 0
  })
}

/** True when the cron expression names this minute (UTC). */
export function cronMatches(expression: string, at: Date): boolean {
  const fields = (SHORTHANDS[expression.trim()] ?? expression).trim().split(/\s+/)
  if (fields.length !== 5) throw new Error(`A cron expression has five fields: "${expression}"`)
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string]
  const values = [at.getUTCMinutes(), at.getUTCHours(), at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCDay()]
  const dayOfWeek = (w: string) => fieldMatches(w, values[4]!, RANGES[4]!) || (values[4] === 0 && fieldMatches(w, 7, RANGES[4]!))
  // As cron: when both day fields are restricted, either may match.
  const dayMatches =
    day !== '*' && weekday !== '*'
      ? fieldMatches(day, values[2]!, RANGES[2]!) || dayOfWeek(weekday)
      : fieldMatches(day, values[2]!, RANGES[2]!) && dayOfWeek(weekday)
  return fieldMatches(minute, values[0]!, RANGES[0]!) && fieldMatches(hour, values[1]!, RANGES[1]!) && fieldMatches(month, values[3]!, RANGES[3]!) && dayMatches
}

/** The functions of a folder that declare a schedule, with it. */
export function scheduledFunctions(functionsDir: string): Array<{ name: string; schedule: string }> {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|js|mjs)$/.test(entry.name))
    .flatMap((entry) => {
      const schedule = /\bschedule:\s*(['"])([^'"]+)\1/.exec(readFileSync(join(functionsDir, entry.name), 'utf8'))?.[2]
      return schedule ? [{ name: entry.name.replace(/\.(ts|js|mjs)$/, ''), schedule }] : []
    })
}

/**
 * Calls `run(name)` for every scheduled function at each minute its schedule names, until stopped.
 * A run still going when its next minute comes is not started twice. Stopping resolves once the
 * runs still going have finished (a delivery round's sends are not cut off).
 */
export function startScheduler(functionsDir: string, run: (name: string) => Promise<void>): () => Promise<void> {
  const jobs = scheduledFunctions(functionsDir)
  const running = new Map<string, Promise<void>>()
  let timer: NodeJS.Timeout
  const tick = () => {
    const now = new Date()
    for (const job of jobs) {
      if (running.has(job.name) || !cronMatches(job.schedule, now)) continue
      const done = run(job.name)
        .catch((error: unknown) => console.error(`Scheduled function ${job.name} failed:`, error))
        .finally(() => running.delete(job.name))
      running.set(job.name, done)
    }
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50).unref()
  }
  timer = setTimeout(tick, 60_000 - (Date.now() % 60_000) + 50).unref()
  return async () => {
    clearTimeout(timer)
    await Promise.all(running.values())
  }
}
