// https://vike.dev/data
import { captchaConfig } from '../../components/captcha-config'
import { fillFacts, siteFacts } from '../../content/server/facts/facts'
import { today } from '../../content/server/today'
import type { PageContextServer } from 'vike/types'
import { wordsFor } from '../../content/browser/words/words'
import { hasDeparted } from '../../content/browser/dates'
import { HAJJ_PACKAGE_CHOICES, HAJJ_REGISTRATION_YEAR } from '../../forms/hajj-packages.generated'
import { formatFor } from '../../content/browser/format'
import type { Locale } from '../../content/browser/locale'
import type { Hajj } from '../../schemas/types.generated'
import type { PackageGroup } from '../../islands/HajjRegistrationForm'
import { loadCatalogue } from '../../content/server/data/load'
import { registrationYear } from '../../content/server/generate/hajj-package-choices'
import { earlyBirdOpen, hajjOnDay, seasonOnDay } from '../../content/server/hajj/season'
import { pageHref } from '../../content/server/routes/href'
import { localHref } from '../../content/server/routes/localise'

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

function packageGroups(hajj: Hajj, locale: Locale): PackageGroup[] {
  const t = wordsFor(locale)
  const { pounds } = formatFor(locale)
  return (['shifting', 'nonShifting'] as const)
    .map((type) => ({
      label: t('hajj.typePackages', { type: hajj.types[type].label }),
      // Departed packages leave the list (the form keeps "Not sure yet").
      options: hajj.packages
        .filter((p) => p.type === type && !hasDeparted(p.departure, today()))
        .map((p) => ({ value: p.id, label: t('hajj.packageChoice', { title: p.title, id: p.id, price: pounds(p.price) }) })),
    }))
    .filter((group) => group.options.length > 0)
}

/** Facts that belong to a season on sale: left out between seasons, with the early-bird box after its date. */
const SEASON_FACTS = /\{(earlyBirdUntil|lowestHajjPrice)\}/

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const t = wordsFor(locale)
  // The form sends the English catalogue's ids and titles; the page names them in its language.
  assertPackageChoicesCurrent(loadCatalogue('hajj', 'en'))
  const hajj = loadCatalogue('hajj', locale)
  const day = today()
  const season = seasonOnDay(hajj, day)
  const written = loadCatalogue('hajj-registration', locale)
  const content = fillFacts(
    season.open ? written : { ...written, facts: written.facts.filter((fact) => !SEASON_FACTS.test(fact.value)) },
    siteFacts(day, locale),
    'data/hajj-registration.yaml',
  )
  return {
    // Between seasons the page says when registration opens, with the contact page, instead of the form.
    closed: season.open
      ? undefined
      : {
          heading: t('season.opensSoon', { year: season.nextYear }),
          text: t('season.opensSoonText', { year: season.nextYear }),
          contact: { label: t('season.contact'), href: localHref(pageHref('/contact'), locale) },
        },
    earlyBird: earlyBirdOpen(hajjOnDay(hajj, day), day),
    content,
    contactBox: fillFacts(loadCatalogue('nusuk', locale).contactBox, siteFacts(day, locale), 'data/nusuk.yaml'),
    officialPlatform: loadCatalogue('nusuk', locale).officialPlatform,
    site: loadCatalogue('site', locale),
    packageGroups: packageGroups(hajj, locale),
    captcha: captchaConfig(),
  }
}

export type HajjRegistrationData = ReturnType<typeof data>
