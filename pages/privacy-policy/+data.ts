// https://vike.dev/data
import { loadPolicyPage } from '../../content/policy-page'

export function data() {
  return loadPolicyPage('privacy-policy')
}
