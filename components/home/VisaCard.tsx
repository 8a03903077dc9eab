import { useWords } from '../../content/react/use-words'
import type { ShownVisaCard } from '../../content/server/page-data/home'
import { Icon } from '../../islands/ui/Icon'
import { Facts } from '../ui/Facts'
import { Price } from '../ui/Price'

export function VisaCard({ visa }: { visa: ShownVisaCard }) {
  const t = useWords()
  return (
    <article className="card visa-card">
      <span className="icon-tile service-card__icon">
        <Icon name="passport" size={26} />
      </span>
      <h3 className="card__title">{visa.title}</h3>
      <Price amount={visa.price} from />
      <Facts
        compact
        facts={[
          { label: t('facts.validity'), value: visa.validity },
          { label: t('facts.processing'), value: visa.processing },
        ]}
      />
      <a className="button button--outline" href={visa.link}>
        {t('visa.applyNow')} <span className="visually-hidden">{t('visa.applyFor', { title: visa.title })}</span>
      </a>
    </article>
  )
}
