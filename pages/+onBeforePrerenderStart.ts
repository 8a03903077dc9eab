// https://vike.dev/onBeforePrerenderStart
// One page per id for every parameterised route of data/routes.yaml (/umrah/{packageId},
// /hajj/{packageId}), from the ids the route declares: a new kind of page with ids needs its page
// folder and its route, no hook of its own. Defined here, every page inherits this hook, so the
// addresses are handed out once per prerender (content/server/routes/route-ids.ts).
import { parameterisedPageUrlsOnce } from '../content/server/routes/route-ids'

export function onBeforePrerenderStart(): string[] {
  return parameterisedPageUrlsOnce()
}
