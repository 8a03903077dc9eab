import type { Testimonial } from '../../schemas/types.generated'
import { TestimonialCard } from './TestimonialCard'

/** Pilgrims' reviews as a grid of cards (home, contact, Hajj comparison). */
export function TestimonialCards({ testimonials, columns }: { testimonials: readonly Testimonial[]; columns: 3 | 4 }) {
  return (
    <div className={`card-grid card-grid--${columns}`}>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </div>
  )
}
