import type { CaptchaConfig } from '../islands/forms/Captcha'

/** Read at build time: the public site key goes into the page; the secret never does. */
export function captchaConfig(): CaptchaConfig {
  const siteKey = process.env.RECAPTCHA_SITE_KEY?.trim()
  return siteKey ? { siteKey } : {}
}
