import { useEffect, type ReactNode } from 'react'

/**
 * Wraps every island on the server and in the browser alike (so the trees, and useId, agree). Its
 * effect runs after the island's own effects: then the island is ready for what the visitor did
 * while it slept.
 */
export function IslandReady({ onReady, children }: { onReady?: () => void; children: ReactNode }) {
  useEffect(() => onReady?.(), [onReady])
  return children
}
