import { explainedBySplit, findFlowCommaSplits } from './flow-commas'
import type { ValidateFunction } from 'ajv'
import { problem, type Problem } from '../data/problem'
import { misplacementsOf, misspellingsOf } from './field-messages'
import { explainSchemaError, groupMissingFields, isReportable } from './schema-messages'
import { frontMatterSchemaFile, schemaFile } from '../data/paths'
import { schemaSet, type SchemaSet } from './schemas'
import { parseSource, type SourceFile } from './source'
import { pitfallProblems } from './yaml-pitfalls'
import { syntaxProblems } from './yaml-syntax'

export interface ValidatedSource {
  source: SourceFile
  problems: Problem[]
  /** Parsed and matching its schema: safe to use with the generated types. */
  valid: boolean
}

export const schemaLine = (catalogue: string) => `# yaml-language-server: $schema=../schemas/${schemaFile(catalogue)}`

/**
 * The first line tells VS Code (and any editor with the YAML language server) which schema to
 * check the file against as it is typed; without it, or pointing elsewhere, mistakes are only
 * found by the check.
 */
function schemaLineProblem(file: string, catalogue: string, text: string): Problem | undefined {
  const first = text.split(/\r?\n/, 1)[0]
  const expected = schemaLine(catalogue)
  if (first === expected) return undefined
  const written = /^#\s*yaml-language-server:\s*\$schema=(.*)$/.exec(first)?.[1]
  const message =
    written === undefined
      ? `the first line must be \`${expected}\`, so editors check this file as you type: add it back above everything else`
      : `the first line points editors to ${written.trim()}, but this file's schema is ../schemas/${schemaFile(catalogue)}: write \`${expected}\``
  return problem(file, { line: 1, col: 1 }, message)
}

/** Reads one catalogue's YAML and checks it against its schema, reporting every problem at once. */
export function validateSource(root: string, file: string, catalogue: string, text: string): ValidatedSource {
  const source = parseSource(file, catalogue, text)
  const syntax = syntaxProblems(source)
  // A file YAML cannot read gives no trustworthy data: schema errors would only add noise.
  if (syntax.length > 0) return { source, problems: syntax, valid: false }

  const pitfalls = pitfallProblems(source)
  const problems: Problem[] = [...pitfalls.problems]
  const set = schemaSet(root)
  const validate = set.validator(catalogue)
  if (!validate) {
    problems.push(problem(file, { line: 1, col: 1 }, `there is no schema for this file: add schemas/${schemaFile(catalogue)} or move the file out of data/`))
    return { source, problems, valid: false }
  }
  const schemaLineWrong = schemaLineProblem(file, catalogue, text)
  if (schemaLineWrong) problems.push(schemaLineWrong)
  const { valid, problems: schemaProblems } = schemaProblemsOf(source, validate, set, schemaFile(catalogue), pitfalls.joinedValues)
  problems.push(...schemaProblems)
  return { source, problems, valid }
}

/** Checks parsed YAML against a schema: every error in the editor's words, at its line. */
function schemaProblemsOf(
  source: SourceFile,
  validate: ValidateFunction,
  set: SchemaSet,
  base: string,
  joinedValues: ReadonlySet<string>,
): { valid: boolean; problems: Problem[] } {
  const problems: Problem[] = []
  const valid = validate(source.data) as boolean
  const { splits, problems: commaProblems } = findFlowCommaSplits(source)
  problems.push(...commaProblems)
  const errors = validate.errors ?? []
  const misspelt = misspellingsOf(errors)
  const misplaced = misplacementsOf(errors)
  const reported = errors.filter((e) => isReportable(e) && !explainedBySplit(e, splits) && !misspelt(e) && !misplaced(e) && !joinedValues.has(e.instancePath))
  for (const { error, missing } of groupMissingFields(reported)) {
    const { at, message } = explainSchemaError(error, source, set, base, missing)
    problems.push(problem(source.file, at, message))
  }
  return { valid, problems }
}

/**
 * The front matter of a Markdown page (the YAML between the `---` lines) against the schema of its
 * kind, with the same messages as the catalogues. `firstLine` is the file line the YAML starts
 * on, so every problem points at its line in the Markdown file.
 */
export function validateFrontMatter(root: string, file: string, kind: string, yaml: string, firstLine: number): ValidatedSource {
  const source = parseSource(file, kind, yaml)
  const shift = (p: Problem): Problem => ({ ...p, line: p.line + firstLine - 1 })
  const syntax = syntaxProblems(source)
  if (syntax.length > 0) return { source, problems: syntax.map(shift), valid: false }
  const pitfalls = pitfallProblems(source)
  const set = schemaSet(root)
  const validate = set.frontMatterValidator(kind)
  if (!validate) throw new Error(`schemas/${frontMatterSchemaFile(kind)} is missing`)
  const { valid, problems } = schemaProblemsOf(source, validate, set, frontMatterSchemaFile(kind), pitfalls.joinedValues)
  return { source, problems: [...pitfalls.problems, ...problems].map(shift), valid: valid && pitfalls.problems.every((p) => p.severity !== 'error') }
}
