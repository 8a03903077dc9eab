// Previews with the site's own components: what the editor shows beside the form is what the
// built page shows (an Umrah or Hajj package's page, the hotel cards, the home slides, a policy).
import CMS from './decap'
import { Component, useState, type ComponentType, type ReactNode } from 'react'
import context from 'virtual:editor/context'
import { HeroSlideshow } from '../components/home/HeroSlideshow'
import { UmrahCard } from '../components/home/UmrahCard'
import { HotelCard } from '../components/hotels/HotelCard'
import { PolicyPage } from '../components/policy/PolicyPage'
import { fillFacts } from '../content/server/facts/facts'
import { earlyBirdOpen, seasonOf, showHajjPackage, showHajjSeason } from '../content/server/hajj/season'
import { formatLongDate } from '../content/browser/dates'
import { DEFAULT_LOCALE } from '../content/browser/locale'
import type { HeroSlide } from '../content/server/page-data/home'
import { renderMarkdown } from '../content/server/markdown/render'
import { showUmrahPackage } from '../content/server/umrah'
import HajjPackagePage from '../pages/hajj/@packageId/+Page'
import { UmrahPackageDetail } from '../pages/umrah/@packageId/UmrahPackageDetail'
import { brochureHref, closedStatus, detailPackage } from '../pages/umrah/package-detail'
import type { Hajj, HajjPackage, Home, Hotel, HotelCityTab, PolicyFrontMatter, Slide, Umrah, UmrahPackage } from '../schemas/types.generated'
import previewCss from './preview.css?inline'

interface PreviewProps {
  entry: { getIn(path: string[]): { toJS(): unknown } | undefined }
}

function dataOf<T>(props: PreviewProps): Partial<T> {
  return (props.entry.getIn(['data'])?.toJS() ?? {}) as Partial<T>
}

/** While a new item's fields are still empty the site's components cannot draw it: say so, and try again on the next change. */
class Waiting extends Component<{ data: unknown; children: ReactNode }, { failed?: unknown }> {
  state: { failed?: unknown } = {}
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidUpdate(previous: { data: unknown }) {
    if (this.state.failed && previous.data !== this.props.data) this.setState({ failed: undefined })
  }
  render() {
    return this.state.failed ? (
      <p className="editor-preview__waiting">The preview appears when the fields it needs are filled in as the check asks.</p>
    ) : (
      this.props.children
    )
  }
}

function Drawn({ draw }: { draw: () => ReactNode }) {
  return draw()
}

function safely<T>(render: (data: Partial<T>) => ReactNode): ComponentType<PreviewProps> {
  return function Preview(props: PreviewProps) {
    return (
      <div className="editor-preview">
        <Waiting data={props.entry}>
          <Drawn draw={() => render(dataOf<T>(props))} />
        </Waiting>
      </div>
    )
  }
}

/** A price the check would refuse ("£1,649") is never on a built page: the preview waits for it too. */
function pricedPackage<P>(pkg: P): P {
  const { price } = pkg as { price?: unknown }
  if (typeof price !== 'number' || !Number.isFinite(price)) throw new Error('price is not a number')
  return pkg
}

/**
 * One package's page at a time: the one last changed in the form (a new package as soon as it is
 * added), or the one chosen in the list above it.
 */
function PackagePages<P extends { id?: string; title?: string }>({ packages, page }: { packages: P[]; page: (pkg: P) => ReactNode }) {
  const each = packages.map((pkg) => JSON.stringify(pkg))
  const [chosen, setChosen] = useState(0)
  // What the form held at the last draw: the package that differs from it is the one being edited.
  const [seen, setSeen] = useState(each)
  if (each.join('\n') !== seen.join('\n')) {
    setSeen(each)
    const changed = each.findIndex((text, i) => text !== seen[i])
    if (changed >= 0) setChosen(changed)
  }
  const index = Math.min(chosen, packages.length - 1)
  if (index < 0) return null
  return (
    <>
      <label className="editor-preview__pick">
        Page of{' '}
        <select value={index} onChange={(event) => setChosen(Number(event.target.value))}>
          {packages.map((pkg, i) => (
            <option key={i} value={i}>
              {[pkg.id, pkg.title].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
      </label>
      <Waiting data={each[index]}>
        <Drawn draw={() => page(pricedPackage(packages[index]))} />
      </Waiting>
    </>
  )
}

/** /umrah/<id> as built (without its promo video, an island); a package with no page of its own shows as its card on /umrah/. */
function umrahPage(found: UmrahPackage): ReactNode {
  const pkg = fillFacts(found, context.home.facts, 'data/umrah.yaml')
  if (!pkg.detailPage) {
    return (
      <div className="container card-grid card-grid--3">
        <UmrahCard pkg={showUmrahPackage(pkg, context.today, 'en')} allHref="/umrah/" />
      </div>
    )
  }
  const detail = detailPackage(pkg)
  const shown = { ...detail, ...showUmrahPackage(detail, context.today, 'en') }
  return (
    <UmrahPackageDetail
      pkg={shown}
      dates={shown.dates}
      closed={closedStatus(shown)}
      brochureHref={brochureHref(shown, DEFAULT_LOCALE)}
      text={context.umrahDetail}
    />
  )
}

const UmrahPreview = safely<Umrah>((data) => <PackagePages packages={data.packages ?? []} page={umrahPage} />)

/** /hajj/<id> as built: the package with its own season's days and early-bird price. */
function hajjPage(hajj: Partial<Hajj>, pkg: HajjPackage): ReactNode {
  const seasons = hajj.seasons ?? []
  const season = seasonOf(seasons, pkg)
  const ofSeason = { season, packages: (hajj.packages ?? []).filter((p) => seasonOf(seasons, p) === season) }
  const type = hajj.types?.[pkg.type]
  if (!type || !hajj.allPackages) throw new Error(`data/hajj.yaml: the page of ${pkg.id} needs types.${pkg.type} and allPackages`)
  const data = {
    pkg: showHajjPackage(pkg, context.today, context.hajjDates, earlyBirdOpen(ofSeason, context.today)),
    type,
    season: showHajjSeason(ofSeason, context.today),
    allPackages: hajj.allPackages,
    text: context.hajjDetail,
    hajjPhone: context.hajjPhone,
    newDates: context.newDates,
  }
  return <HajjPackagePage data={data} />
}

const HajjPreview = safely<Hajj>((data) => <PackagePages packages={data.packages ?? []} page={(pkg) => hajjPage(data, pkg)} />)

const HotelsPreview = safely<{ hotels: Hotel[]; cities: HotelCityTab[] }>((data) => {
  const cities: HotelCityTab[] = data.cities ?? context.hotelCities
  return (
    <div className="card-grid card-grid--3 hotels-grid">
      {(data.hotels ?? []).map((hotel, i) => (
        <HotelCard key={hotel.id ?? i} hotel={hotel} cityLabel={cities.find((c) => c.id === hotel.city)?.label ?? hotel.city} />
      ))}
    </div>
  )
})

/** A slide as the home page shows it (content/server/page-data/home.ts showSlide), with the packages as built. */
function shownSlide(slide: Slide): HeroSlide {
  const pkg = slide.umrahPackage ? context.umrahPackages[slide.umrahPackage] : undefined
  const facts = pkg ? { ...context.home.facts, dates: pkg.dates, duration: pkg.duration, airline: pkg.airline } : context.home.facts
  const price = slide.price ?? (slide.priceFrom ? context.home.from[slide.priceFrom] : pkg?.price) ?? 0
  const shown = {
    title: slide.title ?? pkg?.title ?? '',
    subtitle: slide.subtitle,
    description: slide.description,
    price,
    priceSuffix: slide.priceSuffix,
    link: slide.link ?? pkg?.link ?? '/',
    image: slide.image,
  }
  return fillFacts(shown, facts, 'data/home.yaml slides')
}

const HomePreview = safely<Home>((data) => {
  const slides = (data.slides ?? []).map(shownSlide)
  return (
    <HeroSlideshow heading={context.home.facts.agencyName ?? ''} slides={slides} pictures={slides.map((s) => ({ src: s.image, width: 1600, height: 900 }))} />
  )
})

const PolicyPreview = safely<PolicyFrontMatter & { body: string }>((data) => {
  const lastUpdated = data.lastUpdated ?? context.today
  const policy = {
    frontMatter: fillFacts({ title: data.title ?? '', intro: data.intro ?? '', lastUpdated }, context.home.facts, 'policy'),
    ...renderMarkdown(fillFacts(data.body ?? '', context.home.facts, 'policy')),
  }
  return (
    <PolicyPage
      data={{ policy, labels: context.policyLabels, consent: undefined as never, lastUpdated: { iso: lastUpdated, shown: formatLongDate(lastUpdated) } }}
    />
  )
})

export function registerPreviews(): void {
  CMS.registerPreviewStyle(previewCss, { raw: true })
  CMS.registerPreviewTemplate('umrah', UmrahPreview as never)
  CMS.registerPreviewTemplate('hajj', HajjPreview as never)
  CMS.registerPreviewTemplate('hotels', HotelsPreview as never)
  CMS.registerPreviewTemplate('home', HomePreview as never)
  for (const policy of ['privacy-policy', 'terms-conditions', 'cookie-policy']) CMS.registerPreviewTemplate(policy, PolicyPreview as never)
}
