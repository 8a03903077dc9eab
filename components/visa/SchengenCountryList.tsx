import type { SchengenArea } from '../../schemas/types.generated'
import { Section } from '../ui/Section'
import { useWords } from '../../content/react/use-words'

/** Every country one Schengen visa covers; the four the agency applies to are marked. */
export function SchengenCountryList({ area, offered }: { area: SchengenArea; offered: readonly string[] }) {
  const t = useWords()
  return (
    <Section id="schengen-countries" heading={area.heading} text={area.text} tone="tint">
      <ul className="visa-countries">
        {area.countries.map((country) => {
          const isOffered = offered.includes(country)
          return (
            <li key={country} className={isOffered ? 'visa-countries__item visa-countries__item--offered' : 'visa-countries__item'}>
              {country}
              {isOffered && <span className="visually-hidden"> {t('visa.weApply')}</span>}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
