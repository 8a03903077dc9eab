// The unit-isolated project's files share their worker's process (vitest.config.ts) but not its
// state: each file starts with the project's modules evaluated afresh (a function keeps its rate
// limits, stores and transports in its module) and ends with process.env, the clock, stubbed
// globals and mocks as they were before it. Modules from node_modules stay loaded: importing them
// again in a new process for every file was most of these files' time.
import { afterAll, vi } from 'vitest'

const env = { ...process.env }
vi.resetModules()

afterAll(() => {
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key]
  Object.assign(process.env, env)
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})
