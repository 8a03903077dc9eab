interface NetlifyEnv {
  get(key: string): string | undefined
  has(key: string): boolean
  set(key: string, value: string): void
  delete(key: string): void
  toObject(): Record<string, string>
}

/**
 * Functions may read configuration through `Netlify.env`, the global the Netlify runtime
 * provides. Locally it is backed by process.env, so both ways of reading agree.
 */
export function installNetlifyGlobal(): void {
  const scope = globalThis as unknown as { Netlify?: { env: NetlifyEnv; context: null } }
  if (scope.Netlify) return
  const env: NetlifyEnv = {
    get: (key) => process.env[key],
    has: (key) => process.env[key] !== undefined,
    set: (key, value) => {
      process.env[key] = value
    },
    delete: (key) => {
      delete process.env[key]
    },
    toObject: () => Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
  }
  scope.Netlify = { env, context: null }
}
