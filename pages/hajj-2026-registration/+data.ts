// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { fillFacts, siteFacts } from '../../content/facts'
import { today } from '../../content/today'
import { fillWords, words } from '../../content/words'
import { hasDeparted } from '../../content/dates'
import { HAJJ_PACKAGE_CHOICES, HAJJ_REGISTRATION_YEAR } from '../../forms/hajj-packages.generated'
import { formatPounds } from '../../content/price'
import type { Hajj } from '../../schemas/types.generated'
import type { PackageGroup } from '../../islands/HajjRegistrationForm'
import { loadCatalogue } from '../../content/load'
import { registrationYear } from '../../content/generate/hajj-package-choices'
import { earlyBirdOpen, hajjOnDay, seasonOnDay } from '../../content/hajj'
import { pageHref } from '../../content/href'

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

/** Facts that belong to a season on sale: left out between seasons, with the early-bird box after its date. */
const SEASON_FACTS = /\{(earlyBirdUntil|lowestHajjPrice)\}/

export function data() {
  const hajj = loadCatalogue('hajj')
  assertPackageChoicesCurrent(hajj)
  const day = today()
  const season = seasonOnDay(hajj, day)
  const written = loadCatalogue('hajj-registration')
  const content = fillFacts(
    season.open ? written : { ...written, facts: written.facts.filter((fact) => !SEASON_FACTS.test(fact.value)) },
    siteFacts(day),
    'data/hajj-registration.yaml',
  )
  return {
    // Between seasons the page says when registration opens, with the contact page, instead of the form.
    closed: season.open
      ? undefined
      : {
          heading: fillWords(words.season.opensSoon, { year: season.nextYear }),
          text: fillWords(words.season.opensSoonText, { year: season.nextYear }),
          contact: { label: words.season.contact, href: pageHref('/contact') },
        },
    earlyBird: earlyBirdOpen(hajjOnDay(hajj, day), day),
    content,
    contactBox: fillFacts(loadCatalogue('nusuk').contactBox, siteFacts(), 'data/nusuk.yaml'),
    officialPlatform: loadCatalogue('nusuk').officialPlatform,
    site: loadCatalogue('site'),
    packageGroups: packageGroups(hajj),
    captcha: captchaConfig(),
  }
}

export type HajjRegistrationData = ReturnType<typeof data>
