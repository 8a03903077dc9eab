import type { Video } from '../../schemas/types.generated'
import { useLocale, useWords } from '../../content/react/use-words'
import { useFormat } from '../../content/react/use-format'
import { DEFAULT_LOCALE } from '../../content/browser/locale'
import { PLAY_VIDEO_ATTRIBUTE } from '../../islands/ui/YouTubePlayer'
import { Icon } from '../../islands/ui/Icon'
import { CARD_SIZES, Picture } from '../../islands/ui/Picture'
import { responsiveImage } from '../ui/responsive-image'

/** The home page's video cards, rendered here and handed to islands/VideoGallery.tsx as they are. */
/** data/ writes a video's views as English shows them ("12.4K"); another language writes the figure its own way ("১২.৪ হাজার"). */
const THOUSANDS = /^(\d+(?:\.\d+)?)K$/

export function VideoCards({ videos }: { videos: Video[] }) {
  const t = useWords()
  const locale = useLocale()
  const { compact, figures } = useFormat()
  const viewsOf = (views: string) => {
    const thousands = THOUSANDS.exec(views.trim())
    return locale === DEFAULT_LOCALE || !thousands ? views : compact(Number(thousands[1]) * 1000)
  }
  return (
    <ul className="card-grid card-grid--4 video-grid">
      {videos.map((video, index) => (
        <li key={video.youtubeId} className="video-card">
          <span className="video-card__poster">
            <Picture image={responsiveImage(video.thumbnail, { width: 640, height: 360 })} sizes={CARD_SIZES.threeARow} />
            <span className="play-mark" aria-hidden="true">
              <Icon name="play" size={28} />
            </span>
            <span className="video-card__duration">
              <span className="visually-hidden">{t('video.duration')} </span>
              {figures(video.duration)}
            </span>
          </span>
          {/* The button's ::after covers the whole card, so the poster is clickable too. */}
          <button type="button" className="video-card__button" {...{ [PLAY_VIDEO_ATTRIBUTE]: index }}>
            <span className="visually-hidden">{t('video.play')} </span>
            {video.title}
          </button>
          {video.views && <span className="video-card__views">{t('video.views', { count: viewsOf(video.views) })}</span>}
        </li>
      ))}
    </ul>
  )
}
