// https://vike.dev/config
import type { Config } from 'vike/types'

// Every page is prerendered to static HTML and is HTML-only: Page runs on the server alone, so
// react-dom/server never reaches the browser. Interactive parts are islands (see islands/).
export default {
  prerender: true,
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
