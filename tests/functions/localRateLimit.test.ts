// The in-memory limiter the local server uses to honour the functions' rateLimit numbers.
import { describe, expect, it } from 'vitest'
import { config as contactConfig } from '../../functions/send-contact-email'
import { createLocalRateLimiter, rateLimitedResponse } from '../../functions/_shared/localRateLimit'
import { expectSecurityHeaders, readJson } from './support'

describe('createLocalRateLimiter', () => {
  it('allows windowLimit requests per window and key, then refuses until the window moves on', () => {
    let now = 1_000_000
    const limiter = createLocalRateLimiter(() => now)
    const limit = { windowLimit: 3, windowSize: 60 }
    for (let i = 0; i < 3; i += 1) expect(limiter.hit('ip-a', limit)).toEqual({ allowed: true, retryAfterSeconds: 0 })
    expect(limiter.hit('ip-a', limit)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(limiter.hit('ip-b', limit).allowed).toBe(true)
    now += 30_000
    expect(limiter.hit('ip-a', limit)).toEqual({ allowed: false, retryAfterSeconds: 30 })
    now += 30_000
    expect(limiter.hit('ip-a', limit).allowed).toBe(true)
    limiter.reset()
    expect(limiter.hit('ip-a', limit).allowed).toBe(true)
  })

  it('works with the numbers a function declares', () => {
    const limiter = createLocalRateLimiter(() => 0)
    const { windowLimit, windowSize } = contactConfig.rateLimit!
    const results = Array.from({ length: windowLimit + 1 }, () => limiter.hit('contact:127.0.0.1', { windowLimit, windowSize }))
    expect(results.filter((result) => result.allowed)).toHaveLength(windowLimit)
    expect(results.at(-1)?.allowed).toBe(false)
  })

  it('answers like Netlify: 429 with Retry-After', async () => {
    const response = rateLimitedResponse(12)
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('12')
    expectSecurityHeaders(response)
    expect(await readJson(response)).toEqual({ error: 'Too many requests. Please wait a minute and try again.' })
  })
})
