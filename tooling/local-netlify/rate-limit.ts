/** The `config.rateLimit` a function exports (the shape of @netlify/functions' RateLimitConfig). */
export interface RateLimitConfig {
  action?: 'rate_limit' | 'rewrite'
  aggregateBy?: 'ip' | 'domain' | ('ip' | 'domain')[]
  to?: string
  windowSize: number
  windowLimit: number
}

interface RateLimitRequest {
  functionName: string
  ip: string
}

type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts requests per function and per aggregate key in fixed windows of `windowSize` seconds.
 *
 * Netlify aggregates by the keys listed when `aggregateBy` is an array and by domain alone
 * otherwise (its bundler ignores a single string), so the same is done here and a mistyped
 * config behaves locally as it would in production. Netlify's domain is the site's, which it
 * knows; here the only witness is the Host header, which the client writes (a new one per request
 * went through 14 times in 14), and one local server is one site: so the domain part of a key is
 * the same for every request, and only the client's address (the socket's) tells clients apart.
 */
export function createRateLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { endsAt: number; count: number }>()

  // Expired windows are dropped now and then so a long-running server does not grow forever.
  function forgetExpired(time: number): void {
    for (const [key, window] of windows) if (time >= window.endsAt) windows.delete(key)
  }

  return function check(config: RateLimitConfig, request: RateLimitRequest): RateLimitVerdict {
    const time = now()
    if (windows.size > 10_000) forgetExpired(time)
    const aggregateBy = Array.isArray(config.aggregateBy) ? config.aggregateBy : ['domain']
    const key = [request.functionName, aggregateBy.includes('ip') ? request.ip : ''].join('\n')

    let window = windows.get(key)
    if (!window || time >= window.endsAt) {
      window = { endsAt: time + config.windowSize * 1000, count: 0 }
      windows.set(key, window)
    }
    window.count += 1
    if (window.count <= config.windowLimit) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - time) / 1000)) }
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
