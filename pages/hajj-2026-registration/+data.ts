// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { fillFacts, siteFacts } from '../../content/facts'
import { today } from '../../content/today'
import { fillWords, words } from '../../content/words'
import { hasDeparted } from '../../content/umrah'
import { HAJJ_PACKAGE_CHOICES, HAJJ_REGISTRATION_YEAR } from '../../forms/hajj-packages.generated'
import { formatPounds } from '../../content/price'
import type { Hajj } from '../../schemas/types.generated'
import type { PackageGroup } from '../../islands/HajjRegistrationForm'
import { loadCatalogue } from '../../content/load'
import { registrationYear } from '../../content/generate/hajj-package-choices'

/**
 * The function checks the package ids compiled into forms/hajj-packages.generated.ts; the form
 * offers the packages of data/hajj.yaml. Refuse to build a form whose choices the function
 * would reject.
 */
function assertPackageChoicesCurrent(hajj: Hajj): void {
  const inData = JSON.stringify([registrationYear(hajj), hajj.packages.map(({ id, title }) => ({ id, title }))])
  const compiled = JSON.stringify([HAJJ_REGISTRATION_YEAR, HAJJ_PACKAGE_CHOICES])
  if (inData !== compiled) {
    throw new Error('forms/hajj-packages.generated.ts is out of date with data/hajj.yaml: run `npm run generate`')
  }
}

function packageGroups(hajj: Hajj): PackageGroup[] {
  return (['shifting', 'nonShifting'] as const)
    .map((type) => ({
      label: fillWords(words.hajj.typePackages, { type: hajj.types[type].label }),
      // Departed packages leave the list (the form keeps "Not sure yet").
      options: hajj.packages
        .filter((p) => p.type === type && !hasDeparted(p.departure, today()))
        .map((p) => ({ value: p.id, label: fillWords(words.hajj.packageChoice, { title: p.title, id: p.id, price: formatPounds(p.price) }) })),
    }))
    .filter((group) => group.options.length > 0)
}

export function data() {
  const hajj = loadCatalogue('hajj')
  assertPackageChoicesCurrent(hajj)
  return {
    content: fillFacts(loadCatalogue('hajj-registration'), siteFacts(), 'data/hajj-registration.yaml'),
    contactBox: fillFacts(loadCatalogue('nusuk').contactBox, siteFacts(), 'data/nusuk.yaml'),
    officialPlatform: loadCatalogue('nusuk').officialPlatform,
    site: loadCatalogue('site'),
    packageGroups: packageGroups(hajj),
    captcha: captchaConfig(),
  }
}

export type HajjRegistrationData = ReturnType<typeof data>
