// The Bengali spellings the site keeps to (issue 37, data/bn/glossary.yaml): a word written two ways
// (হজ্জ and হজ, বীমা and বিমা) reads as careless, and so does a sentence ending with a full stop, not ।. Every Bengali text file (data/bn/**, YAML and
// Markdown) is scanned line by line, so the editor is told the line, the column and the spelling to
// write. The glossary itself names the spellings it forbids, so it is not scanned.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv from 'ajv'
import { DATA_DIR, SCHEMAS_DIR } from '../data/paths'
import { problem, type Problem } from '../data/problem'
import { parseSource, positionOf, pointerToPath } from './source'
import { forbiddenSpellings, fullStopsEndingBengali, type Spelling } from '../../browser/spelling'

export const BENGALI_GLOSSARY = `${DATA_DIR}/bn/glossary.yaml`
const GLOSSARY_SCHEMA = `${SCHEMAS_DIR}/language/glossary.schema.json`

function textFiles(root: string, folder: string): string[] {
  const dir = join(root, folder)
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.split('\\').join('/')}`)
    .filter((file) => file.endsWith('.yaml') || file.endsWith('.md'))
    .sort()
}

/** The glossary's entries (none when the language has no glossary), or the problems that keep it from being used. */
export function readGlossary(root: string, file: string = BENGALI_GLOSSARY): { spellings: Spelling[]; latin: string[]; problems: Problem[] } {
  if (!existsSync(join(root, file))) return { spellings: [], latin: [], problems: [] }
  const source = parseSource(file, 'glossary', readFileSync(join(root, file), 'utf8'))
  if (source.data === undefined) {
    const message = `YAML cannot read this file (${source.doc.errors[0]?.message ?? source.conversionError}), so no Bengali spelling was checked`
    return { spellings: [], latin: [], problems: [problem(file, { line: 1, col: 1 }, message)] }
  }
  const validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(join(root, GLOSSARY_SCHEMA), 'utf8')) as object)
  if (validate(source.data)) {
    const { spellings, latin = [] } = source.data as { spellings: Spelling[]; latin?: string[] }
    return { spellings, latin, problems: [] }
  }
  const problems = (validate.errors ?? []).map((error) =>
    problem(
      file,
      positionOf(source, pointerToPath(error.instancePath)),
      `${error.instancePath || 'the file'} ${error.message ?? 'is not as schemas/language/glossary.schema.json describes'}`,
    ),
  )
  return { spellings: [], latin: [], problems }
}

/** What to write where a Bengali sentence ends with a full stop. */
export const FULL_STOP_FIX = 'end a Bengali sentence with the dari ।, not a full stop (.)'

/** Every spelling in data/bn/** that data/bn/glossary.yaml forbids, at its line and column. */
export function checkGlossary(root: string): Problem[] {
  const { spellings, problems } = readGlossary(root)
  for (const file of textFiles(root, `${DATA_DIR}/bn`)) {
    if (file === BENGALI_GLOSSARY) continue
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const { col, wrong, entry } of forbiddenSpellings(line, spellings)) {
          problems.push(problem(file, { line: index + 1, col: col + 1 }, `write ${entry.write}, not ${wrong} (${BENGALI_GLOSSARY})`))
        }
        for (const col of fullStopsEndingBengali(line)) problems.push(problem(file, { line: index + 1, col: col + 1 }, FULL_STOP_FIX))
      })
  }
  return problems
}
