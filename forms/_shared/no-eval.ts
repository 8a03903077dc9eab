// Imported first by every module here that builds zod schemas. The site's Content-Security-Policy
// forbids eval; without this, zod probes for it with Function('') as it builds an object schema,
// and the browser reports a policy violation (Lighthouse: "Issues were logged in the Issues panel").
import { config } from 'zod'

config({ jitless: true })
