import { PhoneLink } from '../../components/ui/PhoneLink'
import { Island } from '../../components/Island'
import { PageHero } from '../../components/ui/PageHero'
import QuoteWizard from '../../islands/QuoteWizard'
import type { GetQuoteData } from './+data'
import '../../islands/visa/visa-forms.css'
import '../../islands/ui/radio-choices.css'
import './get-quote.css'

export default function Page({ data }: { data: GetQuoteData }) {
  const { content, phone, travelMonths, captcha } = data
  const { hero, wizard, aside } = content
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} text={hero.text} image={hero.image} points={hero.points} />
      <section className="section section--tint" aria-labelledby="quote-heading">
        <div className="container quote-layout">
          <div className="quote-card panel">
            <h2 id="quote-heading" className="quote-card__heading">
              {wizard.heading}
            </h2>
            <Island name="QuoteWizard" component={QuoteWizard} props={{ travelMonths, captcha }} wakeOnQuery={['package']} />
          </div>
          <aside className="quote-aside" aria-labelledby="quote-aside-heading">
            <h2 id="quote-aside-heading">{aside.heading}</h2>
            <ol className="quote-aside__points">
              {aside.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ol>
            <p className="quote-aside__call">
              {aside.callText} <PhoneLink phone={phone} icon={18} />
            </p>
          </aside>
        </div>
      </section>
    </>
  )
}
