import { explainedBySplit, findFlowCommaSplits } from './flow-commas'
import { problem, type Problem } from './problem'
import { misspellingsOf } from './field-messages'
import { explainSchemaError, isReportable } from './schema-messages'
import { schemaFile } from './paths'
import { schemaSet } from './schemas'
import { parseSource, type SourceFile } from './source'
import { syntaxProblems } from './yaml-syntax'

export interface ValidatedSource {
  source: SourceFile
  problems: Problem[]
  /** Parsed and matching its schema: safe to use with the generated types. */
  valid: boolean
}

const SCHEMA_LINE = (catalogue: string) => `# yaml-language-server: $schema=../schemas/${schemaFile(catalogue)}`

/** Reads one catalogue's YAML and checks it against its schema, reporting every problem at once. */
export function validateSource(root: string, file: string, catalogue: string, text: string): ValidatedSource {
  const source = parseSource(file, catalogue, text)
  const syntax = syntaxProblems(source)
  // A file YAML cannot read gives no trustworthy data: schema errors would only add noise.
  if (syntax.length > 0) return { source, problems: syntax, valid: false }

  const problems: Problem[] = []
  if (text.split(/\r?\n/, 1)[0] !== SCHEMA_LINE(catalogue)) {
    problems.push(
      problem(
        file,
        { line: 1, col: 1 },
        `the first line should be \`${SCHEMA_LINE(catalogue)}\` so editors check this file as you type`,
        'warning',
      ),
    )
  }
  const set = schemaSet(root)
  const validate = set.validator(catalogue)
  if (!validate) {
    problems.push(
      problem(
        file,
        { line: 1, col: 1 },
        `there is no schema for this file: add schemas/${schemaFile(catalogue)} or move the file out of data/`,
      ),
    )
    return { source, problems, valid: false }
  }
  const valid = validate(source.data) as boolean
  const { splits, problems: commaProblems } = findFlowCommaSplits(source)
  problems.push(...commaProblems)
  const errors = validate.errors ?? []
  const misspelt = misspellingsOf(errors)
  for (const error of errors.filter((e) => isReportable(e) && !explainedBySplit(e, splits) && !misspelt(e))) {
    const { at, message } = explainSchemaError(error, source, set, schemaFile(catalogue))
    problems.push(problem(file, at, message))
  }
  return { source, problems, valid }
}
