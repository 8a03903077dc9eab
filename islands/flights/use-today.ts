import { useEffect, useState } from 'react'
import { todayFor } from '../../forms/_shared/fields'

/**
 * The visitor's today (YYYY-MM-DD), the `min` of a page form's date fields. Read after hydration:
 * the page was rendered on the build day, and the first render must match it.
 */
export function useToday(): string | undefined {
  const [today, setToday] = useState<string>()
  useEffect(() => setToday(todayFor('not-past')), [])
  return today
}
