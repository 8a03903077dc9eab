import { useState } from 'react'
import { Icon } from '../ui/Icon'
import type { GalleryPage } from '../../schemas/types.generated'
import { photoAddress } from './address'

type Outcome = { kind: 'copied' } | { kind: 'copy-this'; url: string } | null

/** Shares the photo's address with the device's share sheet (Web Share API), or copies it where there is none. */
export function SharePhoto({ labels, photoId, title }: { labels: GalleryPage['lightbox']; photoId: string; title: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null)
  const share = async () => {
    const url = photoAddress(photoId)
    if (typeof navigator.share === 'function') {
      // The visitor closing the share sheet is not a failure.
      await navigator.share({ title, text: labels.shareText, url }).catch(() => undefined)
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      setOutcome({ kind: 'copied' })
    } catch {
      setOutcome({ kind: 'copy-this', url })
    }
  }
  return (
    <div className="lightbox__share">
      <button type="button" className="button button--outline lightbox__share-button" onClick={() => void share()}>
        <Icon name="share" size={18} /> {labels.share}
      </button>
      <p className="lightbox__share-status" role="status">
        {outcome?.kind === 'copied' && labels.copied}
        {outcome?.kind === 'copy-this' && (
          <>
            {labels.copyFailed} <a href={outcome.url}>{outcome.url}</a>
          </>
        )}
      </p>
    </div>
  )
}
