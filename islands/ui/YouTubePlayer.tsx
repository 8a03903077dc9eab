import { Modal } from './Modal'
import { useWords } from '../../content/react/use-words'
import { isSampleVideo } from '../../content/browser/sample-values'

/** The attribute of a button that plays a video: the video's place in the list its island is given. */
export const PLAY_VIDEO_ATTRIBUTE = 'data-play-video'

export interface PlayableVideo {
  youtubeId: string
  title: string
}

/**
 * The one video player of the site: a modal that loads YouTube's privacy-enhanced player
 * (youtube-nocookie.com, allowed by the CSP) only while a video is chosen, playing at once. A
 * sample video of data/ (a made-up id, which YouTube would answer with "video unavailable") shows
 * where the agency's own video goes instead, and loads nothing.
 */
export function YouTubePlayer({ video, onClose }: { video: PlayableVideo | null; onClose: () => void }) {
  const t = useWords()
  return (
    <Modal open={video !== null} onClose={onClose} title={video?.title ?? t('video.title')} className="modal--video">
      {video && isSampleVideo(video.youtubeId) && (
        <div className="video-frame video-frame--sample">
          <p>{t('video.sample')}</p>
        </div>
      )}
      {video && !isSampleVideo(video.youtubeId) && (
        <div className="video-frame">
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )}
    </Modal>
  )
}
