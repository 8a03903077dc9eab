// One inbox, however its address is written. Limits per address (acknowledgements a few an hour)
// count the inbox, not the spelling: `Victim+1@Example.org` and `victim+2@example.org` reach the
// same person, and so do `v.i.c.t.i.m@gmail.com` and `victim@googlemail.com`.

/**
 * Providers that ignore dots in the local part, by the domain they answer to (Gmail documents it:
 * support.google.com/mail/answer/7436150); an address at another domain keeps its dots.
 */
const DOTS_IGNORED: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The address as its inbox: lower case, without a `+tag` (subaddressing, RFC 5233, which the big
 * providers all deliver to the main inbox), without dots where the provider ignores them.
 */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const at = trimmed.lastIndexOf('@')
  if (at < 0) return trimmed
  let local = trimmed.slice(0, at)
  let domain = trimmed.slice(at + 1).replace(/\.+$/, '')
  local = local.split('+')[0] ?? local
  const dotless = DOTS_IGNORED[domain]
  if (dotless) {
    local = local.replace(/\./g, '')
    domain = dotless
  }
  return `${local}@${domain}`
}
