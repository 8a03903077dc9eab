// A throwaway certificate for serving the built site over HTTPS on 127.0.0.1, so that it can speak
// HTTP/2 as Netlify's CDN does (browsers speak HTTP/2 only over TLS). Made by openssl, which
// Debian and macOS have, in a temporary folder that is removed at once; valid for one day, for
// 127.0.0.1 and localhost only. The browser that is pointed at it is told to accept it
// (`--ignore-certificate-errors`, tooling/lighthouse.ts): it is never installed or trusted.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MissingToolError } from './chromium.js'

/** A self-signed P-256 certificate for 127.0.0.1 and localhost, valid for a day, its key unencrypted. */
const REQUEST =
  'req -x509 -nodes -days 1 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1,DNS:localhost'.split(' ')

export interface Certificate {
  key: Buffer
  cert: Buffer
}

export function localCertificate(): Certificate {
  const dir = mkdtempSync(join(tmpdir(), 'local-tls-'))
  try {
    const key = join(dir, 'key.pem')
    const cert = join(dir, 'cert.pem')
    try {
      execFileSync('openssl', [...REQUEST, '-keyout', key, '-out', cert], { stdio: ['ignore', 'ignore', 'pipe'] })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new MissingToolError(
          'OpenSslMissingError',
          'No openssl to make the local HTTPS certificate: install it (Debian/Ubuntu: sudo apt-get install -y openssl), or run the bench with --http1.',
        )
      }
      throw error
    }
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
