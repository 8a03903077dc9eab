import type { HajjHotels, HajjItinerary, HajjPackage } from '../../schemas/types.generated'

/** shifting or nonShifting: the two kinds of Hajj package. */
export type HajjType = HajjPackage['type']
/** Shifting first: it is the kind shown before a visitor chooses (spec §4). */
export const HAJJ_TYPES: readonly HajjType[] = ['shifting', 'nonShifting']
export type HajjHotel = NonNullable<HajjHotels['makkah']>
export type HajjItineraryDay = HajjItinerary['beforeHajj'][number]

/** The ids that tie a switch's tab to its panel; `scope` keeps two switches on a page apart. */
export function hajjTypeIds(scope: string, type: HajjType): { tabId: string; panelId: string } {
  return { tabId: `${scope}-tab-${type}`, panelId: `${scope}-panel-${type}` }
}
