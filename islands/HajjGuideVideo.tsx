import { useCallback, useState } from 'react'
import { Icon } from './ui/Icon'
import { Picture, type ResponsiveImage } from './ui/Picture'
import { YouTubePlayer } from './ui/YouTubePlayer'
import { useWords } from '../content/react/use-words'
import { useFormat } from '../content/react/use-format'

interface HajjGuideVideoProps {
  youtubeId: string
  title: string
  thumbnail: ResponsiveImage
  duration: string
}

/** One large video poster; pressing play opens the player, which loads YouTube (privacy-enhanced) only then. */
export default function HajjGuideVideo({ youtubeId, title, thumbnail, duration }: HajjGuideVideoProps) {
  const t = useWords()
  const { figures } = useFormat()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button type="button" className="hajj-video" onClick={() => setOpen(true)}>
        <Picture className="hajj-video__poster" image={thumbnail} sizes="(min-width: 1024px) 600px, 100vw" />
        <span className="play-mark play-mark--large hajj-video__play" aria-hidden="true">
          <Icon name="play" size={34} />
        </span>
        <span className="hajj-video__caption">
          <span className="visually-hidden">{t('video.play')} </span>
          <span className="hajj-video__title">{title}</span>
          <span className="hajj-video__duration">
            <span className="visually-hidden">{t('video.duration')} </span>
            {figures(duration)}
          </span>
        </span>
      </button>
      <YouTubePlayer video={open ? { youtubeId, title } : null} onClose={close} />
    </>
  )
}
