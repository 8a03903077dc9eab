// Netlify enforces each function's `config.rateLimit` in production. The local server has no
// such layer; this in-memory limiter lets it honour the same numbers (windowLimit requests per
// windowSize seconds per key, e.g. per function and client IP) and answer like Netlify, 429.
import { jsonResponse } from './http'

export const RATE_LIMITED_TEXT = 'Too many requests. Please wait a minute and try again.'

export interface RateLimitNumbers {
  windowLimit: number
  /** Seconds. */
  windowSize: number
}

export interface RateLimitDecision {
  allowed: boolean
  /** Seconds until the oldest counted request leaves the window (0 when allowed). */
  retryAfterSeconds: number
}

export interface LocalRateLimiter {
  /** Counts one request for key and says whether it is within the limit. */
  hit(key: string, limit: RateLimitNumbers): RateLimitDecision
  reset(): void
}

export function createLocalRateLimiter(now: () => number = Date.now): LocalRateLimiter {
  const hits = new Map<string, number[]>()
  return {
    hit(key, { windowLimit, windowSize }) {
      const current = now()
      const windowMs = windowSize * 1000
      const recent = (hits.get(key) ?? []).filter((time) => current - time < windowMs)
      if (recent.length >= windowLimit) {
        hits.set(key, recent)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - current) / 1000)) }
      }
      recent.push(current)
      hits.set(key, recent)
      return { allowed: true, retryAfterSeconds: 0 }
    },
    reset() {
      hits.clear()
    },
  }
}

/** The 429 reply, with Retry-After and the usual security headers. */
export function rateLimitedResponse(retryAfterSeconds: number): Response {
  return jsonResponse(429, { error: RATE_LIMITED_TEXT }, { 'Retry-After': String(retryAfterSeconds) })
}
