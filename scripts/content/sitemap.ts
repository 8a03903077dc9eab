// After `vike build`: tsx scripts/content/sitemap.ts dist/client
// Writes sitemap.xml, robots.txt and the not-found rules (_redirects) into the built site (content/server/routes/sitemap.ts).
import { writeSitemap } from '../../content/server/routes/sitemap'

const outDir = process.argv[2] ?? 'dist/client'
const entries = writeSitemap(outDir)
console.log(`Wrote ${outDir}/sitemap.xml (${entries.length} page${entries.length === 1 ? '' : 's'}), ${outDir}/robots.txt and ${outDir}/_redirects.`)
