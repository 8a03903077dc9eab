import type { Catalogues } from '../../../schemas/types.generated'
import type { Problem } from '../data/problem'
import type { SourceFile } from './source'
import type { ValidatedSource } from './validate'

/** What every cross-check sees: the validated files and how to look at the rest of the project. */
export interface CheckContext {
  root: string
  today: Date
  fileExists: (relativePath: string) => boolean
  /** By catalogue name. */
  sources: Map<string, ValidatedSource>
}

interface ValidCatalogue<K extends keyof Catalogues> {
  data: Catalogues[K]
  source: SourceFile
}

/**
 * A catalogue's data whenever YAML could read it, even with schema errors: an editor fixing one
 * message should see every other one in the same run. Data with schema errors may not have the
 * shape of its type, so the checks skip what is missing or of the wrong kind, and a check that
 * still trips over it is skipped (see `runChecks`): the schema errors are reported already.
 */
export function validCatalogue<K extends keyof Catalogues>(ctx: CheckContext, name: K): ValidCatalogue<K> | undefined {
  const entry = ctx.sources.get(name)
  return entry && entry.source.data !== undefined ? { data: entry.source.data as Catalogues[K], source: entry.source } : undefined
}

export type Check = (ctx: CheckContext) => Problem[]

/**
 * Every check, each on its own: one that fails on data of the wrong shape (a file with schema
 * errors) is skipped, the others still report. On data that matches its schemas a failing check
 * is a defect of the check, and is thrown.
 */
export function runChecks(ctx: CheckContext, checks: Check[]): Problem[] {
  const allValid = [...ctx.sources.values()].every((entry) => entry.valid)
  return checks.flatMap((check) => {
    try {
      return check(ctx)
    } catch (error) {
      if (allValid) throw error
      return []
    }
  })
}
