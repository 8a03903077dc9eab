import './cards.css'
import type { Testimonial } from '../../schemas/types.generated'
import { Icon } from '../../islands/ui/Icon'
import { Stars } from '../ui/Stars'

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card testimonial">
      <Icon name="quote" size={28} className="testimonial__mark" />
      <Stars rating={testimonial.rating} />
      <blockquote>
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption>
        <strong>{testimonial.name}</strong>
        <span>{testimonial.location}</span>
        <span className="testimonial__package">{testimonial.package}</span>
      </figcaption>
    </figure>
  )
}
