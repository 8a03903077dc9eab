// The staff's Enquiries page (/admin/enquiries/): what the website has not yet e-mailed to the
// agency, newest first, with the mail server's last answer in plain words and what to do; Send
// again for one or for all; the delivered ones of the kept days; the list as CSV.
import { useCallback, useEffect, useState } from 'react'
import { formatFor } from '../../content/browser/format'
import type { Locale } from '../../content/browser/locale'
import { downloadCsv, fetchListing, sendAgain, type Failure, type Listing } from './api'
import { EnquiryTable } from './EnquiryTable'
import { filled, wordsOf } from './words'

export function EnquiriesPage({ locale }: { locale: Locale }) {
  const words = wordsOf(locale)
  const format = formatFor(locale)
  const [listing, setListing] = useState<Listing | Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<string[]>([])

  const load = useCallback(async () => {
    const result = await fetchListing()
    setListing(result.ok ? result.value : result.failure)
  }, [])
  useEffect(() => {
    void load()
  }, [load])

  async function resend(what: string[] | 'undelivered') {
    setBusy(true)
    const result = await sendAgain(what)
    setSaid(result.ok ? result.value.map(({ reference, outcome }) => filled(words.outcomes[outcome], { reference })) : [words[result.failure]])
    await load()
    setBusy(false)
  }

  async function download() {
    const result = await downloadCsv()
    if (!result.ok) setSaid([words[result.failure]])
  }

  const undelivered = typeof listing === 'object' && listing ? listing.enquiries.filter((e) => e.status !== 'delivered') : []
  const delivered = typeof listing === 'object' && listing ? listing.enquiries.filter((e) => e.status === 'delivered') : []
  return (
    <main className="enquiries-page">
      <p>
        <a href="/admin/">{words.backToEditor}</a>
      </p>
      <h1>{words.title}</h1>
      {listing === null && <p role="status">{words.loading}</p>}
      {typeof listing === 'string' && <p role="alert">{words[listing]}</p>}
      {typeof listing === 'object' && listing && (
        <>
          <p>{filled(words.intro, { days: format.digits(listing.retentionDays) })}</p>
          <p className="enquiries-actions">
            <button type="button" disabled={busy || undelivered.length === 0} onClick={() => void resend('undelivered')}>
              {words.actions.sendAllFailed}
            </button>
            <button type="button" onClick={() => void download()}>
              {words.actions.download}
            </button>
            <button type="button" disabled={busy} onClick={() => void load()}>
              {words.actions.refresh}
            </button>
          </p>
          <div role="status" className="enquiries-said">
            {said.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          {listing.enquiries.length === 0 && <p>{words.empty}</p>}
          {undelivered.length > 0 && (
            <EnquiryTable
              caption={words.sections.undelivered}
              enquiries={undelivered}
              words={words}
              format={format}
              busy={busy}
              onSendAgain={(reference) => void resend([reference])}
            />
          )}
          {delivered.length > 0 && <EnquiryTable caption={words.sections.delivered} enquiries={delivered} words={words} format={format} busy={busy} />}
        </>
      )}
    </main>
  )
}
