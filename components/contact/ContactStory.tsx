import type { ContactPageMission, Story } from '../../schemas/types.generated'
import { useWords } from '../../content/react/use-words'

/** Our story beside our mission. */
export function ContactStory({ story, mission }: { story: Story; mission: ContactPageMission }) {
  const t = useWords()
  return (
    <section id="story" className="section section--tint" aria-label={t('and', { first: story.heading, second: mission.heading })}>
      <div className="container split contact-page-story">
        <div>
          <h2>{story.heading}</h2>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div id="mission" className="contact-page-mission">
          <h2>{mission.heading}</h2>
          <blockquote>
            <p>{mission.statement}</p>
          </blockquote>
          <p>{mission.text}</p>
        </div>
      </div>
    </section>
  )
}
