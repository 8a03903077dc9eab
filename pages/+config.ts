import type { Config } from 'vike/types'
export default {
  prerender: true,
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
