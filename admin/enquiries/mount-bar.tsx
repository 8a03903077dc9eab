// Puts the Enquiries bar above the editor, in its own React root beside Decap's.
import { createRoot } from 'react-dom/client'
import { EnquiriesBar } from './EnquiriesBar'
import { pageLocale } from './words'
import './enquiries.css'

export function mountEnquiriesBar(): void {
  const place = document.getElementById('enquiries-bar')
  if (place) createRoot(place).render(<EnquiriesBar locale={pageLocale()} />)
}
