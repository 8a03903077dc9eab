// Previews with the site's own components: what the editor shows beside the form is what the
// built page shows (the Umrah and Hajj package cards, the hotel cards, the home slides, a policy).
import CMS from 'decap-cms-app'
import { Component, type ComponentType, type ReactNode } from 'react'
import context from 'virtual:editor/context'
import { HajjCard } from '../components/home/HajjCard'
import { HeroSlideshow } from '../components/home/HeroSlideshow'
import { UmrahCard } from '../components/home/UmrahCard'
import { HotelCard } from '../components/hotels/HotelCard'
import { PolicyPage } from '../components/policy/PolicyPage'
import { fillFacts } from '../content/facts'
import { showHajjPackage } from '../content/hajj'
import { formatLongDate } from '../content/dates'
import type { HeroSlide } from '../content/home'
import { renderMarkdown } from '../content/markdown'
import { showUmrahPackage } from '../content/umrah'
import type { Hajj, Home, Hotel, HotelCityTab, PolicyFrontMatter, Slide, Umrah } from '../schemas/types.generated'
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
    return this.state.failed ? <p className="editor-preview__waiting">The preview appears when the fields it needs are filled in.</p> : this.props.children
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

const UmrahPreview = safely<Umrah>((data) => (
  <div className="card-grid card-grid--3">
    {(data.packages ?? []).map((pkg, i) => (
      <UmrahCard key={pkg.id ?? i} pkg={showUmrahPackage(pkg, context.today)} allHref="/umrah/" />
    ))}
  </div>
))

const HajjPreview = safely<Hajj>((data) => (
  <div className="card-grid card-grid--4">
    {(data.packages ?? []).map((pkg, i) => (
      <HajjCard
        key={pkg.id ?? i}
        pkg={showHajjPackage(pkg, context.today, context.hajjDates, context.home.hajjEarlyBird)}
        typeLabel={data.types?.[pkg.type]?.label ?? pkg.type}
      />
    ))}
  </div>
))

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

/** A slide as the home page shows it (content/home.ts showSlide), with the packages as built. */
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
