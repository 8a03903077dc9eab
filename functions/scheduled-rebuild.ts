// Rebuilds the site every morning, so what depends on the date changes on the day with nobody
// editing: a departed package loses its Book Now, an early-bird note disappears, registration
// banners close (the build reads today's date; content/server/today.ts). Netlify runs this function on
// its schedule and it asks for a new deploy through a build hook: create one under Site
// configuration → Build & deploy → Build hooks, and set its URL as BUILD_HOOK_URL. Without it the
// function does nothing and says so in the function log.
// https://docs.netlify.com/functions/scheduled-functions/
import type { Config } from '@netlify/functions'
import { jsonResponse } from './_shared/http'

export const BUILD_HOOK_VARIABLE = 'BUILD_HOOK_URL'

/** One log line, JSON like the form functions' logs (no personal data: there is none here). */
function log(level: 'info' | 'warn' | 'error', fields: Record<string, string | number>): void {
  console[level](JSON.stringify({ function: 'scheduled-rebuild', level, ...fields }))
}

/** Calls the build hook; answers what happened (the scheduler ignores the answer, the log keeps it). */
export async function requestRebuild(env: Record<string, string | undefined> = process.env): Promise<Response> {
  const hook = env[BUILD_HOOK_VARIABLE]?.trim()
  if (!hook) {
    const message = `${BUILD_HOOK_VARIABLE} is not set: no rebuild requested. Set it to the site's build hook URL so the site is rebuilt daily.`
    log('warn', { outcome: 'not-configured', message })
    return jsonResponse(200, { message })
  }
  try {
    // A build hook takes an empty POST; the title shows in Netlify's deploy list.
    const url = new URL(hook)
    url.searchParams.set('trigger_title', 'Daily rebuild (dates)')
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) })
    if (!response.ok) {
      log('error', { outcome: 'hook-failed', status: response.status })
      return jsonResponse(502, { error: `The build hook answered ${response.status}` })
    }
    log('info', { outcome: 'rebuild-requested', status: response.status })
    return jsonResponse(200, { message: 'Rebuild requested' })
  } catch (error) {
    log('error', { outcome: 'hook-unreachable', error: error instanceof Error ? error.name : 'unknown' })
    return jsonResponse(502, { error: 'The build hook could not be reached' })
  }
}

export default async function handler(): Promise<Response> {
  return requestRebuild()
}

// 04:00 UTC: after midnight in London all year, well before visitors' mornings.
export const config: Config = {
  schedule: '0 4 * * *',
}
