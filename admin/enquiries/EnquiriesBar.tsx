// The bar above the editor (Decap has no place of its own for a page beside the content): a link
// to the Enquiries page, and a banner while an enquiry could not be delivered or has waited over
// an hour. Asked again every few minutes while the editor stays open, and when it moves to another
// screen (its login too) unless it was answered in the last few seconds (the function is rate-limited).
import { useEffect, useState } from 'react'
import { formatFor } from '../../content/browser/format'
import type { Locale } from '../../content/browser/locale'
import { fetchListing, type Listing } from './api'
import { filled, wordsOf } from './words'

const EVERY_MS = 5 * 60_000
const NOT_AGAIN_WITHIN_MS = 10_000

export function EnquiriesBar({ locale }: { locale: Locale }) {
  const words = wordsOf(locale)
  const { digits } = formatFor(locale)
  const [alert, setAlert] = useState<Listing['alert'] | null>(null)

  useEffect(() => {
    let answeredAt = 0
    const check = () =>
      void fetchListing().then((result) => {
        answeredAt = result.ok ? Date.now() : 0
        setAlert(result.ok ? result.value.alert : null)
      })
    const moved = () => {
      if (Date.now() - answeredAt > NOT_AGAIN_WITHIN_MS) check()
    }
    check()
    const timer = setInterval(check, EVERY_MS)
    window.addEventListener('hashchange', moved)
    return () => {
      clearInterval(timer)
      window.removeEventListener('hashchange', moved)
    }
  }, [])

  const showing = alert !== null && (alert.failed > 0 || alert.waiting > 0)
  return (
    <nav className="enquiries-bar" aria-label={words.title}>
      <a href="/admin/enquiries/">{words.link}</a>
      {showing && (
        <div role="alert" className="enquiries-banner">
          {alert.failed > 0 && <span>{filled(words.banner.failed, { count: digits(alert.failed) })} </span>}
          {alert.waiting > 0 && <span>{filled(words.banner.waiting, { count: digits(alert.waiting) })} </span>}
          <a href="/admin/enquiries/">{words.banner.open}</a>
        </div>
      )}
    </nav>
  )
}
