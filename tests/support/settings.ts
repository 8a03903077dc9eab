/** Every environment setting the functions read: tests clear them so the shell cannot leak in. */
export const FUNCTION_SETTINGS = [
  'SMTP_URL',
  'SMTP_TIMEOUT_MS',
  'MAIL_TO',
  'MAIL_FROM',
  'RECAPTCHA_SITE_KEY',
  'RECAPTCHA_SECRET_KEY',
  'RECAPTCHA_VERIFY_URL',
  'RECAPTCHA_ALLOWED_HOSTNAMES',
  'RECAPTCHA_TIMEOUT_MS',
  'OUTBOX_DIR',
  'CONTEXT',
  'NETLIFY',
  'AWS_LAMBDA_FUNCTION_NAME',
] as const
