// What the previews take from files other than the one being edited, as they were when the
// editor was built (scripts/admin/editor-modules.ts makes it from data/).
import type { HajjDateWords } from '../content/server/hajj/season'
import type { HomeDay } from '../content/server/page-data/home'
import type { HajjPackagePageData } from '../pages/hajj/@packageId/+data'
import type { UmrahDetailData } from '../pages/umrah/@packageId/+data'
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
  /** The words of an Umrah package's page (data/umrah-page.yaml detail). */
  umrahDetail: UmrahDetailData['text']
  /** The words of a Hajj package's page (data/hajj-page.yaml detail, facts filled). */
  hajjDetail: HajjPackagePageData['text']
  hajjPhone: HajjPackagePageData['hajjPhone']
  newDates: HajjPackagePageData['newDates']
}
