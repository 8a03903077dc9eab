// The settings the three visa application functions share: the request limit (files travel in
// the body), the captcha, the 413 text naming the files' limit, the file check by content, and
// Netlify's rate limit. Each function adds its schema, texts and e-mail.
import type { Config } from '@netlify/functions'
import { MAX_REQUEST_BYTES, UPLOAD_LIMIT_TEXT } from '../../forms/_shared/uploads'
import { checkUploads } from './uploads'

export const visaApplicationFormOptions = {
  maxBodyBytes: MAX_REQUEST_BYTES,
  tooLargeText: `Your files are too large to send. ${UPLOAD_LIMIT_TEXT} Please choose smaller files (for example a scan at a lower resolution) and try again.`,
  captcha: true,
  checkFiles: checkUploads,
} as const

/** Applications are rare and heavy (up to 6 MB each): five a minute per visitor is plenty. */
export const visaApplicationConfig: Config = {
  rateLimit: { action: 'rate_limit', windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
}
