// The sample values data/ holds until the agency gives its own (docs/decisions.md, decisions 12 and 13): links on
// reserved example domains, example social accounts, made-up video ids. The launch check
// (content/server/check/launch-checks.ts) refuses them; until then the pages leave out a button that
// would lead nowhere (docs/decisions.md, decision 9) and show a video's poster without a player that has nothing to play.

/** A host on example.com / .org / .net or on the reserved `.example` top-level domain. */
export const EXAMPLE_HOST = /(?:^|[@/.\s])(?:[a-z0-9-]+\.)*(example\.(?:com|org|net)|[a-z0-9-]+\.example)(?![a-z0-9-])/i
/** A social profile of the account `example` (facebook.com/example, youtube.com/@example). */
export const SOCIAL_EXAMPLE = /^https?:\/\/(?:www\.)?[^/]+\/@?example\/?$/i
/** The sample video ids: eleven characters alternating letter and digit (a1B2c3D4e5F, h4J5k6L7m8N). */
export const PLACEHOLDER_VIDEO = /^(?:[A-Za-z]\d){5}[A-Za-z]$|^(?:\d[A-Za-z]){5}\d$/

/** Whether a link leads somewhere real: not to an example domain or an example account. */
export function leadsSomewhere(href: string | undefined): href is string {
  return Boolean(href) && !EXAMPLE_HOST.test(href!) && !SOCIAL_EXAMPLE.test(href!)
}

/** Whether a YouTube id is one of the made-up sample ids. */
export function isSampleVideo(youtubeId: string): boolean {
  return PLACEHOLDER_VIDEO.test(youtubeId)
}
