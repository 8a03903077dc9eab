import { Icon } from '../../islands/ui/Icon'

interface Labels {
  previousLabel: string
  nextLabel: string
  playLabel: string
  pauseLabel: string
  /** One dot a position, by its name. */
  dotLabels: string[]
}

type CarouselControlsProps = {
  /** The CSS block the controls are styled by (`hero`, `wcu-carousel`, ...). */
  block: string
  large?: boolean
  toggleFirst?: boolean
  /** The arrows stop at the ends (so Previous starts disabled). */
  bounded?: boolean
} & (
  | ({ scriptWords?: undefined; hidden?: boolean } & Labels)
  | {
      /**
       * Controls kept out of view until the behaviour runs (the home slideshow's first slide
       * stands alone) can leave their words to it: it writes these words of
       * content/server/generate/script-words.ts into them, and makes a dot of the one here for each slide.
       */
      scriptWords: 'slideshow'
      hidden: true
    }
)

/**
 * A carousel's previous and next arrows, its dots and its pause button, worked by the one
 * carousel behaviour (behaviours/carousel.ts) through their data attributes.
 */
export function CarouselControls(props: CarouselControlsProps) {
  const { block, large, toggleFirst, bounded, hidden, scriptWords } = props
  const labels: Partial<Labels> = scriptWords ? {} : props
  const arrowSize = large ? 24 : 22
  const toggleSize = large ? 16 : 14
  const toggle = (
    <button type="button" className={`${block}__toggle`} data-carousel-toggle="" data-label-play={labels.playLabel} data-label-pause={labels.pauseLabel}>
      <span className="carousel-toggle-icon" data-shows="playing">
        <Icon name="pause" size={toggleSize} />
      </span>
      <span className="carousel-toggle-icon" data-shows="stopped" hidden>
        <Icon name="play" size={toggleSize} />
      </span>
      <span className={`${block}__toggle-label`} data-carousel-toggle-label="">
        {labels.pauseLabel}
      </span>
    </button>
  )
  return (
    <div className={`${block}__controls`} hidden={hidden} data-carousel-controls="" data-carousel-words={scriptWords}>
      {toggleFirst && toggle}
      <button type="button" className={`${block}__arrow`} aria-label={labels.previousLabel} aria-disabled={bounded || undefined} data-carousel-step="-1">
        <Icon name="chevronLeft" size={arrowSize} />
      </button>
      <div className={`${block}__dots`}>
        {(labels.dotLabels ?? ['']).map((label, i) => (
          <button
            key={label}
            type="button"
            className={i === 0 ? `${block}__dot is-active` : `${block}__dot`}
            aria-label={label || undefined}
            aria-current={i === 0 ? 'true' : undefined}
            data-carousel-dot={i}
          />
        ))}
      </div>
      <button type="button" className={`${block}__arrow`} aria-label={labels.nextLabel} aria-disabled={bounded ? false : undefined} data-carousel-step="1">
        <Icon name="chevronRight" size={arrowSize} />
      </button>
      {!toggleFirst && toggle}
    </div>
  )
}
