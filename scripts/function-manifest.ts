// Bundles functions/ as Netlify does (@netlify/zip-it-and-ship-it, into a temporary folder) and
// prints each function's traffic rule from the manifest: what Netlify will enforce, read from
// the functions' own `export const config`. tests/functions/bundle.test.ts checks the same.
//   npx tsx scripts/function-manifest.ts          (a table)
//   npx tsx scripts/function-manifest.ts --json   (the manifest's trafficRules as they are)
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { zipFunctions, type Manifest } from '@netlify/zip-it-and-ship-it'
import { projectRoot } from '../content/server/data/paths'

const root = projectRoot()
const dest = await mkdtemp(join(tmpdir(), 'netlify-functions-'))
try {
  await zipFunctions(join(root, 'functions'), dest, { archiveFormat: 'none', basePath: root, repositoryRoot: root, manifest: join(dest, 'manifest.json') })
  const manifest = JSON.parse(await readFile(join(dest, 'manifest.json'), 'utf8')) as Manifest
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(Object.fromEntries(manifest.functions.map((fn) => [fn.name, fn.trafficRules ?? null])), null, 2))
  } else {
    for (const fn of manifest.functions) {
      const rule = fn.trafficRules?.action
      const text = rule
        ? `${rule.type}: ${rule.config.rateLimitConfig.windowLimit} per ${rule.config.rateLimitConfig.windowSize} s (${rule.config.rateLimitConfig.algorithm}), per ${rule.config.aggregate.keys.map((k) => k.type).join(' + ')}`
        : fn.schedule
          ? `scheduled: ${fn.schedule} (runs on Netlify's clock; not callable from outside)`
          : 'NO TRAFFIC RULE'
      console.log(`${fn.name.padEnd(34)} ${text}`)
    }
  }
} finally {
  await rm(dest, { recursive: true, force: true })
}
