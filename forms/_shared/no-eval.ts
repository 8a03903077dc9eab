// Imported first by every module here that builds zod schemas. The site's Content-Security-Policy
// forbids eval; without this, zod probes for it with Function('') as it builds an object schema,
// and the browser reports a policy violation (Lighthouse: "Issues were logged in the Issues panel").
// And a rule without a message of its own (a value not of its field's kind at all: a number sent
// for a file) would show zod's own English ("Invalid input: expected object, received number"):
// every such issue carries the shared key instead, resolved in the visitor's words when shown.
import { config } from 'zod'
// The key is written out (not sharedMessage from ./messages): `npm run generate` imports this
// module before the words it would need are generated; tests/functions/typed-fields.test.ts
// holds the key to data/forms.yaml's shared.invalidValue.
import { messageKey } from './form-words'

config({ jitless: true, customError: () => messageKey('shared', 'invalidValue') })
