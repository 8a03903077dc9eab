// What the previews take from files other than the one being edited, as they were when the
// editor was built (scripts/admin/editor-modules.ts makes it from data/).
import type { HajjDateWords } from '../content/hajj'
import type { HomeDay } from '../content/home'
import type { HotelCityTab, PolicyPages } from '../schemas/types.generated'

export interface EditorContext {
  /** The day the editor was built, YYYY-MM-DD: packages departed by then show as departed. */
  today: string
  home: HomeDay
  hajjDates: HajjDateWords
  hotelCities: HotelCityTab[]
  policyLabels: Omit<PolicyPages, 'consent'>
  /** The Umrah packages a home slide can point at (umrahPackage), as the slide shows them. */
  umrahPackages: Record<string, { title: string; price: number; link: string; bookable: boolean; dates: string; duration: string; airline: string }>
}
