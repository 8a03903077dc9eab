// https://vike.dev/data
import { loadPolicyPage } from '../../content/policyPage'

export function data() {
  return loadPolicyPage('cookie-policy')
}
