// The Enquiries page of the editor (/admin/enquiries/): its own small bundle, without Decap.
import { createRoot } from 'react-dom/client'
import { EnquiriesPage } from './EnquiriesPage'
import { pageLocale } from './words'
import './enquiries.css'

const locale = pageLocale()
document.documentElement.lang = locale
createRoot(document.getElementById('enquiries')!).render(<EnquiriesPage locale={locale} />)
