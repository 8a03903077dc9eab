import type { Catalogues } from '../../schemas/types.generated'
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

export interface ValidCatalogue<K extends keyof Catalogues> {
  data: Catalogues[K]
  source: SourceFile
}

/**
 * A catalogue's data, only when it matched its schema: a check that needs a catalogue is skipped
 * while that catalogue has schema errors, which are reported already and would only add noise.
 */
export function validCatalogue<K extends keyof Catalogues>(ctx: CheckContext, name: K): ValidCatalogue<K> | undefined {
  const entry = ctx.sources.get(name)
  return entry?.valid ? { data: entry.source.data as Catalogues[K], source: entry.source } : undefined
}
