import { useCallback, useState } from 'react'
import type { Video } from '../schemas/types.generated'
import { Icon } from '../components/ui/Icon'
import { Modal } from './ui/Modal'

export interface VideoGalleryProps {
  videos: Video[]
}

/** Video cards; choosing one opens a player that loads YouTube (privacy-enhanced) only then. */
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
                <span className="visually-hidden">Duration </span>
                {video.duration}
              </span>
            </span>
            {/* The button's ::after covers the whole card, so the poster is clickable too. */}
            <button type="button" className="video-card__button" onClick={() => setCurrent(video)}>
              <span className="visually-hidden">Play video: </span>
              {video.title}
            </button>
            <span className="video-card__views">{video.views} views</span>
          </li>
        ))}
      </ul>
      <Modal open={current !== null} onClose={close} title={current?.title ?? 'Video'} className="modal--video">
        {current && (
          <div className="video-frame">
            <iframe
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(current.youtubeId)}?autoplay=1&rel=0`}
              title={current.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
      </Modal>
    </>
  )
}
