import { Icon } from '../../islands/ui/Icon'
import { useWords } from '../../content/react/use-words'

/** Download Forms: the service's printable checklist and details form (printed by the build). */
export function DownloadFormsLink({ href, size, label }: { href: string; size: string; label: string }) {
  const t = useWords()
  return (
    <a className="button button--outline visa-download" href={href} download>
      <Icon name="arrowRight" size={18} /> {label} <span className="visa-download__size">{t('visa.fileSize', { size })}</span>
    </a>
  )
}
