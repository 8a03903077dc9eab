import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { PLAY_VIDEO_ATTRIBUTE, YouTubePlayer, type PlayableVideo } from './ui/YouTubePlayer'

interface VideoGalleryProps {
  /** What the player needs of each video, in the order of the cards. */
  videos: PlayableVideo[]
  /** The server-rendered cards (components/home/VideoCards.tsx), each button marked with its video's place. */
  children?: ReactNode
}

/** Video cards; choosing one opens the player, which loads YouTube only then. */
export default function VideoGallery({ videos, children }: VideoGalleryProps) {
  const [current, setCurrent] = useState<PlayableVideo | null>(null)
  const cards = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setCurrent(null), [])

  useEffect(() => {
    const element = cards.current!
    const onClick = (event: MouseEvent) => {
      const index = (event.target as Element).closest(`[${PLAY_VIDEO_ATTRIBUTE}]`)?.getAttribute(PLAY_VIDEO_ATTRIBUTE)
      if (index) setCurrent(videos[Number(index)] ?? null)
    }
    element.addEventListener('click', onClick)
    return () => element.removeEventListener('click', onClick)
  }, [videos])

  return (
    <>
      <div ref={cards}>{children}</div>
      <YouTubePlayer video={current} onClose={close} />
    </>
  )
}
