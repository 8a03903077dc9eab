import { Icon } from '../ui/Icon'

/** Download Forms: the service's printable checklist and details form (public/forms/). */
export function DownloadFormsLink({ href, size }: { href: string; size: string }) {
  return (
    <a className="button button--outline visa-download" href={href} download>
      <Icon name="arrowRight" size={18} /> Download Forms <span className="visa-download__size">(PDF, {size})</span>
    </a>
  )
}
