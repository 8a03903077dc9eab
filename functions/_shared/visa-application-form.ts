// The settings the three visa application functions share: the request limit (files travel in
// the body), the captcha, the 413 text naming the files' limit and the file check by content.
// Each function adds its schema, texts and e-mail, and its own `config` with the rate limit
// (Netlify reads that from the function's file and only as an object literal).
import { MAX_REQUEST_BYTES, UPLOAD_LIMIT_TEXT } from '../../forms/_shared/uploads'
import { checkUploads } from './uploads'

export const visaApplicationFormOptions = {
  maxBodyBytes: MAX_REQUEST_BYTES,
  tooLargeText: `Your files are too large to send. ${UPLOAD_LIMIT_TEXT} Please choose smaller files (for example a scan at a lower resolution) and try again.`,
  captcha: true,
  checkFiles: checkUploads,
} as const
