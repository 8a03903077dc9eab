import { useEffect, type ReactNode } from 'react'
import { WakingIslandContext, type WakingIsland } from './adopt-fields'

/**
 * Wraps every island on the server and in the browser alike (so the trees, and useId, agree). Its
 * effect runs after the island's own effects: then the island is ready for what the visitor did
 * while it slept. `island`: in the browser, the root being hydrated, whose server-drawn fields the
 * island's forms adopt what was filled into (./adopt-fields.ts).
 */
export function IslandReady({ onReady, island = null, children }: { onReady?: () => void; island?: WakingIsland | null; children: ReactNode }) {
  useEffect(() => onReady?.(), [onReady])
  return <WakingIslandContext value={island}>{children}</WakingIslandContext>
}
