import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

/** A throwaway copy of the project's schemas/ and data/, plus the extra files given. */
export function temporaryProject(files: Record<string, string> = {}): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'content-'))
  cpSync(join(process.cwd(), 'schemas'), join(root, 'schemas'), { recursive: true })
  cpSync(join(process.cwd(), 'data'), join(root, 'data'), { recursive: true })
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}
