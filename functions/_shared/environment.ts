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

/** The settings production cannot run without; a form refuses (503) while one is missing. */
export const REQUIRED_IN_PRODUCTION = ['MAIL_TO', 'MAIL_FROM', 'SMTP_URL', 'RECAPTCHA_SECRET_KEY'] as const

/** The required settings that are missing in production (none outside production). */
export function missingProductionSettings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (!isProduction(env)) return []
  return REQUIRED_IN_PRODUCTION.filter((name) => !readSetting(name, env))
}
