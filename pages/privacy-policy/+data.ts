// https://vike.dev/data
import { loadPolicyPage } from '../../content/policy-page'
import type { PageContextServer } from 'vike/types'

export function data(pageContext: PageContextServer) {
  return loadPolicyPage('privacy-policy', pageContext.locale)
}
