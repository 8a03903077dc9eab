// A printed brochure is a copy of its package's data. Beside each PDF the printer stores the
// hash of what it printed (<file>.sha256); when the data, the site's details or the picture
// change, the hash no longer matches and the check asks for a reprint, naming the command.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brochureHash, brochureHashFile, BROCHURES_DIR } from '../brochure'
import { validCatalogue, type CheckContext } from './check-context'
import { problem, type Problem } from '../problem'
import { positionOf } from './source'

export function checkBrochures(ctx: CheckContext): Problem[] {
  const umrah = validCatalogue(ctx, 'umrah')
  const site = validCatalogue(ctx, 'site')
  if (!umrah || !site) return []
  const problems: Problem[] = []
  umrah.data.packages.forEach((pkg, i) => {
    if (!pkg.brochureFile) return
    const pdf = `${BROCHURES_DIR}/${pkg.brochureFile}`
    const at = positionOf(umrah.source, ['packages', i, 'brochureFile'])
    const reprint = `print it with \`npx tsx scripts/umrah-brochures.tsx ${pkg.id}\` and commit ${pdf}`
    if (!ctx.fileExists(pdf)) {
      problems.push(problem(umrah.source.file, at, `package ${pkg.id}'s brochure ${pdf} does not exist: ${reprint}`))
      return
    }
    const hashFile = brochureHashFile(pkg.brochureFile)
    const printed = ctx.fileExists(hashFile) ? readFileSync(join(ctx.root, hashFile), 'utf8').trim() : undefined
    let current: string
    try {
      current = brochureHash(pkg, site.data)
    } catch {
      return // a missing picture is reported by the image check
    }
    if (printed !== current) {
      problems.push(
        problem(
          umrah.source.file,
          at,
          `package ${pkg.id}'s brochure ${pdf} was printed from different data (a price, date or text has changed since): ${reprint}`,
        ),
      )
    }
  })
  return problems
}
