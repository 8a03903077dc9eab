import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import handler, { config, requestRebuild } from '../../functions/scheduled-rebuild'

// A stand-in for Netlify's build hook endpoint on 127.0.0.1: records each request.
const received: { method: string; url: string }[] = []
let status = 200
const server = createServer((req: IncomingMessage, res) => {
  received.push({ method: req.method ?? '', url: req.url ?? '' })
  req.resume()
  res.statusCode = status
  res.end('{}')
})
let hookUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc123`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the daily rebuild (functions/scheduled-rebuild.ts)', () => {
  it('runs on a daily schedule Netlify reads from its config', () => {
    expect(config.schedule).toBe('0 4 * * *')
  })

  it('POSTs to the build hook of BUILD_HOOK_URL once', async () => {
    received.length = 0
    status = 200
    const response = await requestRebuild({ BUILD_HOOK_URL: hookUrl })
    expect(response.status).toBe(200)
    expect(received).toHaveLength(1)
    expect(received[0].method).toBe('POST')
    expect(received[0].url).toMatch(/^\/build_hooks\/abc123\?trigger_title=/)
  })

  it('does nothing without BUILD_HOOK_URL, and says so in one clear log line', async () => {
    received.length = 0
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await requestRebuild({})
    expect(response.status).toBe(200)
    expect(received).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toContain('BUILD_HOOK_URL is not set: no rebuild requested')
    warn.mockRestore()
  })

  it('reports a hook that fails, so the function log shows it', async () => {
    status = 404
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await requestRebuild({ BUILD_HOOK_URL: hookUrl })
    expect(response.status).toBe(502)
    expect(String(error.mock.calls[0][0])).toContain('"outcome":"hook-failed"')
    error.mockRestore()
  })

  it('reads BUILD_HOOK_URL from the environment when Netlify calls it', async () => {
    received.length = 0
    status = 200
    vi.stubEnv('BUILD_HOOK_URL', hookUrl)
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    expect((await handler()).status).toBe(200)
    expect(received).toHaveLength(1)
    info.mockRestore()
    vi.unstubAllEnvs()
  })
})
