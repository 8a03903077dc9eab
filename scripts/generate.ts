// npm run generate: every module compiled from data/ (and the day) that the site and its functions
// import, in one process: the words (content/browser/words/words.generated.ts), the forms' words and choices
// (forms/*.generated.ts), the words the shell's scripts write (renderer/shell/) and the functions' security headers. The data-made ones are not committed
// (.gitignore): an edit to data/ or a new day can never leave a stale copy behind. So every entry
// point runs this first: build, dev, typecheck, lint and the tests (vitest's global setup).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { runGenerator as runOneGenerator } from '../content/server/generate/generated-module'
import { HAJJ_PACKAGES_FILE, renderHajjPackageChoices } from '../content/server/generate/hajj-package-choices'
import { loadCatalogue } from '../content/server/data/load'
import { ALL_FORM_WORDS_FILE, ENQUIRY_FORMS, renderAllFormWords, renderEnquiryForm, translatedForms } from '../content/server/generate/enquiry-forms'
import { renderVisaTypes, VISA_TYPES_FILE } from '../content/server/generate/visa-types'
import { renderScriptWords, SCRIPT_WORDS_FILE } from '../content/server/generate/script-words'
import { renderTranslatedWords, renderWords, TRANSLATED_WORDS_FILE, WORDS_FILE } from '../content/server/generate/words'
import { renderSecurityHeaders, SECURITY_HEADERS_FILE } from './security-headers'
import { readNetlifyConfig } from '../tooling/local-netlify/config'
import { projectRoot } from '../content/server/data/paths'

/** One generator, whose failure leaves its module as it was and lets the others run. */
function runEachGenerator(generator: Parameters<typeof runOneGenerator>[0]): void {
  try {
    runOneGenerator(generator)
  } catch {
    // The content check reports the data at fault.
  }
}

/**
 * Two rounds: the modules made from data/ alone first, then the home form's packages, whose code
 * (the calendar of content/server/hajj/season.ts, the words) imports modules of the first round. So this file
 * imports that code only once they exist (a fresh clone has none).
 */
export async function generateAll({ keepGoing = false }: { keepGoing?: boolean } = {}): Promise<void> {
  const script = 'npm run generate'
  // The content check makes what it can before it runs (keepGoing): a module whose data is
  // invalid is skipped, and the check then says what is wrong with that data, at its line.
  const runGenerator = keepGoing ? runEachGenerator : runOneGenerator
  runGenerator({ file: WORDS_FILE, source: 'data/words.yaml', script, render: () => renderWords(loadCatalogue('words', 'en')) })
  runGenerator({ file: TRANSLATED_WORDS_FILE, source: 'data/<locale>/words.yaml', script, render: () => renderTranslatedWords() })
  runGenerator({
    file: HAJJ_PACKAGES_FILE,
    source: 'data/hajj.yaml',
    script,
    render: () => renderHajjPackageChoices(loadCatalogue('hajj', 'en'), { bn: loadCatalogue('hajj', 'bn') }),
  })
  runGenerator({ file: VISA_TYPES_FILE, source: 'data/visa.yaml', script, render: () => renderVisaTypes(loadCatalogue('visa', 'en')) })
  runGenerator({ file: SCRIPT_WORDS_FILE, source: 'data/shell.yaml, data/words.yaml and their translations', script, render: renderScriptWords })
  for (const form of ENQUIRY_FORMS) runGenerator({ file: form.file, source: form.source, script, render: () => renderEnquiryForm(form) })
  for (const form of translatedForms()) runGenerator({ ...form, script })
  runGenerator({ file: ALL_FORM_WORDS_FILE, source: 'data/', script, render: renderAllFormWords })
  runGenerator({
    file: SECURITY_HEADERS_FILE,
    source: 'netlify.toml',
    script,
    render: () => renderSecurityHeaders(readNetlifyConfig(join(projectRoot(), 'netlify.toml'))),
  })

  let secondRound
  try {
    secondRound = await Promise.all([
      import('../content/server/generate/home-package-choices'),
      import('../content/server/facts/facts'),
      import('../content/server/today'),
      import('../content/server/generate/quote-packages'),
    ])
  } catch (error) {
    if (keepGoing) return
    throw error
  }
  const [
    { HOME_PACKAGES_FILE, homePackageChoices, renderHomePackageChoices },
    { loadFilled },
    { today },
    { QUOTE_PACKAGES_FILE, quotePackages, renderQuotePackages },
  ] = secondRound
  const day = today()
  runGenerator({
    file: HOME_PACKAGES_FILE,
    source: 'data/umrah.yaml and data/hajj.yaml',
    script,
    render: () => renderHomePackageChoices(homePackageChoices(loadFilled('umrah', [], 'en'), loadCatalogue('hajj', 'en'), day), day),
  })
  runGenerator({ file: QUOTE_PACKAGES_FILE, source: 'data/umrah.yaml and data/hajj.yaml', script, render: () => renderQuotePackages(quotePackages(day), day) })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await generateAll()
