import type { Link } from '../../schemas/types.generated'
import { NewTabLink } from '../ui/NewTabLink'

/**
 * Register for Hajj (while registration is open) and the season's brochure (when it has one that
 * leads somewhere), each in a new tab: the /hajj hero's pair and its closing banner's.
 */
export function RegisterAndBrochure({ register, brochure, large = false }: { register?: Link; brochure?: Link; large?: boolean }) {
  const size = large ? ' button--large' : ''
  return (
    <>
      {register && (
        <NewTabLink href={register.href} className={`button button--gold${size}`}>
          {register.label}
        </NewTabLink>
      )}
      {brochure && (
        <NewTabLink href={brochure.href} className={`button button--outline-light${size}`}>
          {brochure.label}
        </NewTabLink>
      )}
    </>
  )
}
