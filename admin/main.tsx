// The browser editor at /admin/: Decap CMS with the configuration made from the schemas, formats
// that keep the file, the content check on every field and before every save, and previews made
// with the site's own components. Locally (`npm start`) it saves through Decap's proxy server at
// /api/v1 of the same address, into the working tree (scripts/serve.ts); elsewhere through GitHub.
import CMS from './decap'
import config from 'virtual:editor/config'
import { registerFormats } from './formats'
import { registerListStates } from './list-states'
import { registerPreviews } from './previews'
import { registerSaveCheck } from './save-check'
import { registerUploadGuard } from './uploads'
import { registerWidgets } from './widgets'
import { registerBengali } from './bengali'
import { mountEnquiriesBar } from './enquiries/mount-bar'
import { reloadOnEntryAddress } from './entry-address'
import { showFileDescriptions } from './descriptions'
import './editor.css'

registerFormats()
registerWidgets()
registerBengali()
registerListStates()
registerSaveCheck()
registerUploadGuard()
registerPreviews()
// The Enquiries page's link, and its banner while an enquiry has not reached the agency.
mountEnquiriesBar()
reloadOnEntryAddress()
showFileDescriptions(config as never)

CMS.init({
  config: {
    ...config,
    // Decap looks for its proxy only on localhost; it is served on the site's own port.
    local_backend: { url: new URL('/api/v1', window.location.href).href },
  },
} as never)
