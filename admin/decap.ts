// Decap CMS as this editor uses it: the core with the two backends it saves through (GitHub; the
// proxy of `npm start`), the widgets the configuration names (content/server/editor/editor-config.ts)
// or admin/ builds on, the picture in a Markdown body, and Decap's own words in English. decap-cms-app
// registers every backend, widget and language Decap has (Azure, GitLab, Bitbucket, Gitea, Forgejo,
// Git Gateway; a map, a colour, code, rich text; 22 languages' words), which staff's browsers loaded
// and compiled for nothing. Every admin module takes CMS from here.
import { DecapCmsCore as CMS } from 'decap-cms-core'
import { GitHubBackend } from 'decap-cms-backend-github'
import { ProxyBackend } from 'decap-cms-backend-proxy'
import boolean from 'decap-cms-widget-boolean'
import datetime from 'decap-cms-widget-datetime'
import image from 'decap-cms-widget-image'
import list from 'decap-cms-widget-list'
import markdown from 'decap-cms-widget-markdown'
import object from 'decap-cms-widget-object'
import select from 'decap-cms-widget-select'
import string from 'decap-cms-widget-string'
import text from 'decap-cms-widget-text'
import imageInMarkdown from 'decap-cms-editor-component-image'
import { en } from 'decap-cms-locales'
import type { DECAP_WIDGETS } from './decap-widgets'

/** Each widget of DECAP_WIDGETS, and no other: the names are Decap's (each package's Widget() says it). */
const widgets = { string, text, select, datetime, image, boolean, markdown, list, object } satisfies Record<(typeof DECAP_WIDGETS)[number], unknown>

CMS.registerBackend('github', GitHubBackend as never)
CMS.registerBackend('proxy', ProxyBackend as never)
// datetime: admin/widgets.tsx checks it as it checks the others (withCheck).
CMS.registerWidget(Object.values(widgets).map((widget) => widget.Widget()) as never)
CMS.registerEditorComponent(imageInMarkdown as never)
CMS.registerLocale('en', en)

export default CMS
