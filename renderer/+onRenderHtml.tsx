import { renderToString } from 'react-dom/server'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { PageContextServer } from 'vike/types'
export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as () => JSX.Element
  const html = renderToString(<Page />)
  return escapeInject`<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>${dangerouslySkipEscape(html)}</body></html>`
}
