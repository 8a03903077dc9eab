import { useCallback, useState } from 'react'
import { Icon } from './ui/Icon'
import { Picture, type ResponsiveImage } from './ui/Picture'
import { YouTubePlayer } from './ui/YouTubePlayer'
import { useWords } from '../content/react/use-words'
import { useFormat } from '../content/react/use-format'

interface UmrahPromoVideoProps {
  youtubeId: string
  title: string
  poster: ResponsiveImage
  duration: string
}

/** A poster with a play button; YouTube (privacy-enhanced) loads only once it is pressed. */
export default function UmrahPromoVideo({ youtubeId, title, poster, duration }: UmrahPromoVideoProps) {
  const t = useWords()
  const { figures } = useFormat()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className="umrah-promo__poster" onClick={() => setOpen(true)}>
        <Picture image={poster} sizes="(min-width: 1024px) 600px, 100vw" />
        <span className="play-mark play-mark--large umrah-promo__play" aria-hidden="true">
          <Icon name="play" size={34} />
        </span>
        <span className="umrah-promo__duration">
          <span className="visually-hidden">{t('video.duration')} </span>
          {figures(duration)}
        </span>
        <span className="visually-hidden">
          {t('video.play')} {title}
        </span>
      </button>
      <YouTubePlayer video={open ? { youtubeId, title } : null} onClose={close} />
    </>
  )
}
