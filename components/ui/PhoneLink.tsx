import { telHref } from '../../content/server/contact/phone'
import { Icon } from '../../islands/ui/Icon'
import { PhoneNumber } from './PhoneNumber'

/** A telephone number that dials when tapped: the tel: link and the number in the page's digits, after a phone icon when given its size. */
export function PhoneLink({ phone, className, icon }: { phone: { display: string }; className?: string; icon?: number }) {
  return (
    <a className={className} href={telHref(phone)}>
      {icon !== undefined && (
        <>
          <Icon name="phone" size={icon} />{' '}
        </>
      )}
      <PhoneNumber phone={phone} />
    </a>
  )
}
