// Where the functions run, and their configuration. Everything is read from process.env at call
// time (never cached at import), so a deploy's settings and the tests' changes both take effect.

/** True on Netlify (any context), in AWS Lambda, or with NODE_ENV=production. */
export function isProduction(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CONTEXT === 'production' || env.NETLIFY === 'true' || env.NODE_ENV === 'production' || Boolean(env.AWS_LAMBDA_FUNCTION_NAME)
}

/** A trimmed environment value, or undefined when unset or blank. */
export function readSetting(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

/** A positive integer setting (milliseconds, counts), or the fallback when unset or invalid. */
export function readPositiveInteger(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(readSetting(name, env))
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/**
 * True only when our own local server (`npm start`, the tests' site) or Netlify's `netlify dev`
 * runs the function: both set NETLIFY_DEV=true. The development captcha stand-in and the local
 * outbox need this; the mere absence of production variables is not enough.
 */
export function isLocal(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NETLIFY_DEV === 'true' && !isProduction(env)
}

/** The settings production cannot run without; a form refuses (503) while one is missing or malformed. */
export const REQUIRED_IN_PRODUCTION = ['MAIL_TO', 'MAIL_FROM', 'SMTP_URL', 'RECAPTCHA_SECRET_KEY'] as const

/**
 * A mail server's address nodemailer can use: smtp:// or smtps://, a host, a port if any. A URL
 * without its scheme (`smtp//127.0.0.1:2525`) would otherwise be taken, every send fail, and each
 * enquiry be retried for days while the visitor was told it had arrived.
 */
export function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '' && (url.pathname === '' || url.pathname === '/')
  } catch {
    return false
  }
}

/** One e-mail address as a setting writes it: `name@domain` or `Name <name@domain>`. */
const ADDRESS = /^[^\s@<>(),;:"[\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/
const NAMED_ADDRESS = /^[^<>]*<([^<>]+)>$/

/** A list of addresses (MAIL_TO may name several, comma-separated), each well formed; at least one. */
export function isAddressList(value: string): boolean {
  const parts = value.split(',').map((part) => part.trim())
  return parts.every((part) => ADDRESS.test(NAMED_ADDRESS.exec(part)?.[1]?.trim() ?? part))
}

const WELL_FORMED: Partial<Record<(typeof REQUIRED_IN_PRODUCTION)[number], (value: string) => boolean>> = {
  SMTP_URL: isSmtpUrl,
  MAIL_TO: isAddressList,
  MAIL_FROM: (value) => isAddressList(value) && !value.includes(','),
}

/**
 * What is wrong with production's settings, one phrase each ("SMTP_URL not set", "MAIL_TO
 * malformed"); none outside production. Checked at every request, so a corrected setting takes
 * effect with the next one.
 */
export function productionSettingProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!isProduction(env)) return []
  return REQUIRED_IN_PRODUCTION.flatMap((name) => {
    const value = readSetting(name, env)
    if (!value) return [`${name} not set`]
    return WELL_FORMED[name]?.(value) === false ? [`${name} malformed`] : []
  })
}
