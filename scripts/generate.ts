// npm run generate: every module compiled from data/ (and the day) that the site and its functions
// import, in one process: the words (content/words.generated.ts), the forms' words and choices
// (forms/*.generated.ts) and the functions' security headers. The data-made ones are not committed
// (.gitignore): an edit to data/ or a new day can never leave a stale copy behind. So every entry
// point runs this first: build, dev, typecheck, lint and the tests (vitest's global setup).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { runGenerator } from '../content/generate/generated-module'
import { HAJJ_PACKAGES_FILE, renderHajjPackageChoices } from '../content/generate/hajj-package-choices'
import { loadCatalogue } from '../content/load'
import { ENQUIRY_FORMS, renderEnquiryForm } from './registration/enquiry-forms'
import { renderVisaTypes, VISA_TYPES_FILE } from './registration/visa-types'
import { renderWords, WORDS_FILE } from './registration/words'
import { renderSecurityHeaders, SECURITY_HEADERS_FILE } from './security-headers'
import { readNetlifyConfig } from '../tooling/local-netlify/config'
import { projectRoot } from '../content/paths'

/**
 * Two rounds: the modules made from data/ alone first, then the home form's packages, whose code
 * (the calendar of content/hajj.ts, the words) imports modules of the first round. So this file
 * imports that code only once they exist (a fresh clone has none).
 */
export async function generateAll(): Promise<void> {
  const script = 'npm run generate'
  runGenerator({ file: WORDS_FILE, source: 'data/words.yaml', script, render: () => renderWords(loadCatalogue('words')) })
  runGenerator({ file: HAJJ_PACKAGES_FILE, source: 'data/hajj.yaml', script, render: () => renderHajjPackageChoices(loadCatalogue('hajj')) })
  runGenerator({ file: VISA_TYPES_FILE, source: 'data/visa.yaml', script, render: () => renderVisaTypes(loadCatalogue('visa')) })
  for (const form of ENQUIRY_FORMS) runGenerator({ file: form.file, source: form.source, script, render: () => renderEnquiryForm(form) })
  runGenerator({
    file: SECURITY_HEADERS_FILE,
    source: 'netlify.toml',
    script,
    render: () => renderSecurityHeaders(readNetlifyConfig(join(projectRoot(), 'netlify.toml'))),
  })

  const { HOME_PACKAGES_FILE, homePackageChoices, renderHomePackageChoices } = await import('../content/generate/home-package-choices')
  const { loadFilled } = await import('../content/facts')
  const { today } = await import('../content/today')
  const day = today()
  runGenerator({
    file: HOME_PACKAGES_FILE,
    source: 'data/umrah.yaml and data/hajj.yaml',
    script,
    render: () => renderHomePackageChoices(homePackageChoices(loadFilled('umrah'), loadCatalogue('hajj'), day), day),
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await generateAll()
