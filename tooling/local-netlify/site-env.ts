// Each started site's own settings. The functions run in this process and read process.env, so two
// sites up at once (a test's own site and a second one where nothing works), or a site still closing
// after its test timed out, would otherwise see each other's SMTP_URL and store. Everything a site's
// request or scheduled run does (its reply and the e-mails it sends afterwards) runs inside that
// site's settings; process.env answers with them first, and with the process's own values otherwise.
import { AsyncLocalStorage } from 'node:async_hooks'

type Settings = Record<string, string | undefined>

const current = new AsyncLocalStorage<Settings>()
let installed = false

/** Runs `work` (and all it starts) with `settings` over process.env. */
export function withSiteEnv<T>(settings: Settings, work: () => T): T {
  install()
  return current.run(settings, work)
}

function install(): void {
  if (installed) return
  installed = true
  const own = process.env
  const mine = (key: string | symbol): Settings | undefined => {
    const settings = current.getStore()
    return typeof key === 'string' && settings && Object.hasOwn(settings, key) ? settings : undefined
  }
  process.env = new Proxy(own, {
    get: (target, key) => (mine(key) ? mine(key)![key as string] : Reflect.get(target, key)),
    has: (target, key) => (mine(key) ? mine(key)![key as string] !== undefined : Reflect.has(target, key)),
    set: (target, key, value) => {
      const settings = mine(key)
      if (!settings) return Reflect.set(target, key, String(value))
      settings[key as string] = String(value)
      return true
    },
    deleteProperty: (target, key) => {
      const settings = mine(key)
      if (!settings) return Reflect.deleteProperty(target, key)
      settings[key as string] = undefined
      return true
    },
    ownKeys: (target) => {
      const settings = current.getStore() ?? {}
      const keys = new Set([...Reflect.ownKeys(target), ...Object.keys(settings)])
      return [...keys].filter((key) => typeof key !== 'string' || !Object.hasOwn(settings, key) || settings[key] !== undefined)
    },
    getOwnPropertyDescriptor: (target, key) => {
      const settings = mine(key)
      if (!settings) return Reflect.getOwnPropertyDescriptor(target, key)
      const value = settings[key as string]
      return value === undefined ? undefined : { value, writable: true, enumerable: true, configurable: true }
    },
  })
}
