import type { Hotel, HotelCityTab, HotelListingText } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { TabList } from '../ui/TabList'
import { HotelCard } from './HotelCard'
import { cityTabs, hashForCity, hotelCount, showingText } from '../../islands/hotels/hotel-filter'
import { useWords } from '../../content/react/use-words'
import { useFormat } from '../../content/react/use-format'

/** The ids that tie the city tabs to the one list they filter (one listing per page). */
export const HOTEL_LISTING_IDS = { tab: (city: string) => `hotels-tab-${city}`, panel: 'hotels-panel' }

/**
 * The city tabs (the one tabs primitive, each tab showing the same list) and every hotel card, as
 * HTML: islands/HotelsBrowser.tsx filters the cards and opens the booking window. /hotels#city=madinah
 * opens a city. The empty state is for a link to a city with no hotels.
 */
export function HotelListing({ hotels, cities, listing }: { hotels: Hotel[]; cities: HotelCityTab[]; listing: HotelListingText }) {
  const t = useWords()
  const { digits } = useFormat()
  const cityLabel = (value: string) => cities.find((city) => city.id === value)?.label ?? value
  const tabs = cityTabs(hotels, cities, listing.allLabel).map((tab) => ({
    hash: hashForCity(tab.value).slice(1),
    tabId: HOTEL_LISTING_IDS.tab(tab.value),
    panelId: HOTEL_LISTING_IDS.panel,
    label: (
      <>
        {tab.label}
        <span className="hotels-tabs__count" aria-hidden="true">
          {digits(tab.count)}
        </span>
        <span className="visually-hidden"> ({hotelCount(tab.count, t)})</span>
      </>
    ),
  }))
  return (
    <div className="hotels-browser">
      <TabList label={listing.tabsLabel} tabs={tabs} className="hotels-tabs" tabClassName="hotels-tabs__tab" />
      <div id={HOTEL_LISTING_IDS.panel} role="tabpanel" className="hotels-browser__panel" aria-labelledby={tabs[0]!.tabId}>
        <p className="hotels-browser__count" role="status">
          {showingText(hotels.length, t)}
        </p>
        <div className="card-grid card-grid--3" hidden={hotels.length === 0}>
          {hotels.map((hotel) => (
            <HotelCard key={hotel.id} hotel={hotel} cityLabel={cityLabel(hotel.city)} />
          ))}
        </div>
        <div className="hotels-empty" hidden={hotels.length > 0}>
          <span className="hotels-empty__icon">
            <Icon name="hotel" size={40} />
          </span>
          <h3>{listing.empty.heading}</h3>
          <p>{listing.empty.text}</p>
          <button type="button" className="button button--primary" data-show-all="">
            {t('hotels.showAll')}
          </button>
        </div>
      </div>
    </div>
  )
}
