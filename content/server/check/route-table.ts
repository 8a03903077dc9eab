// A parameterised route (/umrah/{packageId}) takes its ids from a catalogue, as its `ids` say in
// data/routes.yaml: checked against the catalogues and schemas that exist, so a misspelt
// catalogue, list or field is an error at its line rather than a page type with no pages.
import { listCatalogueNames, schemaFile } from '../data/paths'
import { problem, type Problem } from '../data/problem'
import { idSource, isParameterised, isRedirect } from '../routes/routing'
import { validCatalogue, type CheckContext } from './check-context'
import { fieldsOf, schemaAt, schemaSet, type JsonSchema, type SchemaSet } from './schemas'
import { positionOf } from './source'
import { closest } from './suggest'
import { UNIQUE } from './meaning/unique'

const didYouMean = (value: string, known: string[]) => {
  const [guess] = closest(value, known)
  return guess ? `did you mean ${guess}?` : `use one of ${known.join(', ')}`
}

/** What is wrong with `from`/`when` of a route's ids, in words for whoever edits data/routes.yaml. */
function idsProblem(
  set: SchemaSet,
  catalogues: string[],
  ids: { from: string; when?: string },
): { field: 'from' | 'when'; message: string; developer?: true } | undefined {
  const { catalogue, file, list, key, when } = idSource(ids)
  if (!catalogues.includes(catalogue))
    return {
      field: 'from',
      message: `${file} is not a catalogue, so these pages would have no ids: ${didYouMean(
        `data/${catalogue}.yaml`,
        catalogues.map((c) => `data/${c}.yaml`),
      )}`,
    }
  const schema = schemaFile(catalogue)
  const holder = schemaAt(set, schema, list.slice(0, -1))
  const listName = list.join('/')
  const listSchema: JsonSchema | undefined = (holder?.properties as Record<string, JsonSchema> | undefined)?.[list.at(-1) ?? '']
  const items = schemaAt(set, schema, [...list, 0])
  if (!listSchema || !items) return { field: 'from', message: `${file} has no list ${listName}: ${didYouMean(listName, fieldsOf(holder))}` }
  if (!fieldsOf(items).includes(key)) return { field: 'from', message: `the ${listName} of ${file} have no field ${key}: ${didYouMean(key, fieldsOf(items))}` }
  // Two items with one id would be two pages at one address.
  const unique = (listSchema[UNIQUE] ?? schemaAt(set, schema, list)?.[UNIQUE]) as Record<string, string> | undefined
  if (!unique || !(key in unique))
    return {
      field: 'from',
      developer: true,
      message: `the ${key}s of ${file}'s ${listName} are not said to be unique: add "${UNIQUE}": { "${key}": "…" } to ${listName} in schemas/${schema}`,
    }
  if (when === undefined) return undefined
  const flag = (items.properties as Record<string, JsonSchema>)[when]
  const booleans = fieldsOf(items).filter((f) => schemaAt(set, schema, [...list, 0, f])?.type === 'boolean')
  if (!flag || schemaAt(set, schema, [...list, 0, when])?.type !== 'boolean')
    return {
      field: 'when',
      message: `the ${listName} of ${file} have no yes/no field ${when}: ${booleans.length > 0 ? didYouMean(when, booleans) : 'remove when'}`,
    }
  return undefined
}

/** `{packageId}` and `ids` only make sense together, and `ids` must name a list that exists. */
export function checkRouteTable(ctx: CheckContext): Problem[] {
  const routes = validCatalogue(ctx, 'routes')
  if (!routes) return []
  const set = schemaSet(ctx.root)
  const catalogues = listCatalogueNames(ctx.root)
  const problems: Problem[] = []
  routes.data.routes.forEach((route, i) => {
    const at = positionOf(routes.source, ['routes', i, 'path'])
    if (isParameterised(route.path) && !route.ids && !isRedirect(route))
      problems.push(problem(routes.source.file, at, `${route.path} has a {...} part but no ids: add e.g. \`ids: { from: data/umrah.yaml#/packages/*/id }\``))
    if (!route.ids) return
    if (!isParameterised(route.path)) {
      problems.push(
        problem(
          routes.source.file,
          positionOf(routes.source, ['routes', i, 'ids']),
          `ids is only used with a path containing {...}, e.g. /umrah/{packageId}: remove it`,
        ),
      )
      return
    }
    const wrong = idsProblem(set, catalogues, route.ids)
    if (!wrong) return
    const found = problem(routes.source.file, positionOf(routes.source, ['routes', i, 'ids', wrong.field]), wrong.message)
    problems.push(wrong.developer ? { ...found, audience: 'developer' } : found)
  })
  return problems
}
