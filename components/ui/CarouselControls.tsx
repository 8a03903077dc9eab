import { Icon } from '../../islands/ui/Icon'

interface CarouselControlsProps {
  /** The CSS block the controls are styled by (`hero`, `wcu-carousel`, ...). */
  block: string
  previousLabel: string
  nextLabel: string
  playLabel: string
  pauseLabel: string
  /** One dot a position, by its name. */
  dotLabels: string[]
  large?: boolean
  toggleFirst?: boolean
  /** The arrows stop at the ends (so Previous starts disabled). */
  bounded?: boolean
  /** Kept out of view until the behaviour runs (the home slideshow's first slide stands alone). */
  hidden?: boolean
}

/**
 * A carousel's previous and next arrows, its dots and its pause button, worked by the one
 * carousel behaviour (islands/runtime/carousel.ts) through their data attributes.
 */
export function CarouselControls({
  block,
  previousLabel,
  nextLabel,
  playLabel,
  pauseLabel,
  dotLabels,
  large,
  toggleFirst,
  bounded,
  hidden,
}: CarouselControlsProps) {
  const arrowSize = large ? 24 : 22
  const toggleSize = large ? 16 : 14
  const toggle = (
    <button type="button" className={`${block}__toggle`} data-carousel-toggle="" data-label-play={playLabel} data-label-pause={pauseLabel}>
      <span className="carousel-toggle-icon" data-shows="playing">
        <Icon name="pause" size={toggleSize} />
      </span>
      <span className="carousel-toggle-icon" data-shows="stopped" hidden>
        <Icon name="play" size={toggleSize} />
      </span>
      <span className={`${block}__toggle-label`} data-carousel-toggle-label="">
        {pauseLabel}
      </span>
    </button>
  )
  return (
    <div className={`${block}__controls`} hidden={hidden} data-carousel-controls="">
      {toggleFirst && toggle}
      <button type="button" className={`${block}__arrow`} aria-label={previousLabel} aria-disabled={bounded || undefined} data-carousel-step="-1">
        <Icon name="chevronLeft" size={arrowSize} />
      </button>
      <div className={`${block}__dots`}>
        {dotLabels.map((label, i) => (
          <button
            key={label}
            type="button"
            className={i === 0 ? `${block}__dot is-active` : `${block}__dot`}
            aria-label={label}
            aria-current={i === 0 ? 'true' : undefined}
            data-carousel-dot={i}
          />
        ))}
      </div>
      <button type="button" className={`${block}__arrow`} aria-label={nextLabel} aria-disabled={bounded ? false : undefined} data-carousel-step="1">
        <Icon name="chevronRight" size={arrowSize} />
      </button>
      {!toggleFirst && toggle}
    </div>
  )
}
