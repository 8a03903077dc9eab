// https://vike.dev/data
import { loadPolicyPage } from '../../content/server/markdown/policy-page'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return loadPolicyPage('cookie-policy', pageContext.locale)
}
