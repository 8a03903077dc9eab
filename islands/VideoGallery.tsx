import { useCallback, useState } from 'react'
import type { Video } from '../schemas/types.generated'
import { Icon } from './ui/Icon'
import { YouTubePlayer } from './ui/YouTubePlayer'
import { fillWords, words } from '../content/words'

export interface VideoGalleryProps {
  videos: Video[]
}

/** Video cards; choosing one opens the player, which loads YouTube only then. */
export default function VideoGallery({ videos }: VideoGalleryProps) {
  const [current, setCurrent] = useState<Video | null>(null)
  const close = useCallback(() => setCurrent(null), [])
  return (
    <>
      <ul className="video-grid">
        {videos.map((video) => (
          <li key={video.youtubeId} className="video-card">
            <span className="video-card__poster">
              <img src={video.thumbnail} width="640" height="360" alt="" loading="lazy" />
              <span className="video-card__play" aria-hidden="true">
                <Icon name="play" size={28} />
              </span>
              <span className="video-card__duration">
                <span className="visually-hidden">{words.video.duration} </span>
                {video.duration}
              </span>
            </span>
            {/* The button's ::after covers the whole card, so the poster is clickable too. */}
            <button type="button" className="video-card__button" onClick={() => setCurrent(video)}>
              <span className="visually-hidden">{words.video.play} </span>
              {video.title}
            </button>
            {video.views && <span className="video-card__views">{fillWords(words.video.views, { count: video.views })}</span>}
          </li>
        ))}
      </ul>
      <YouTubePlayer video={current} onClose={close} />
    </>
  )
}
