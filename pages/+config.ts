// https://vike.dev/config
import type { Config } from 'vike/types'

// Every page is prerendered to static HTML and is HTML-only: Page runs on the server alone, so
// react-dom/server never reaches the browser. Interactive parts are islands (see islands/).
export default {
  // dist/server stays after the prerender (Netlify publishes dist/client alone): the editor's test
  // renders pages again from the data staff saved, with the same build (tests/support/browser/rerender.ts).
  prerender: { keepDistServer: true },
  // Addresses end with a slash (/hotels/), as Netlify serves the prerendered folders: the dev
  // server redirects /hotels to /hotels/ the same way (content/server/routes/href.ts).
  trailingSlash: true,
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
