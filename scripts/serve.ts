// Serves the built site and the Netlify functions on one local port, as the deploy would:
// `npm start` builds, then runs `tsx scripts/serve.ts`. Redirects, 404s and headers come from
// netlify.toml through tooling/local-netlify/. HOST and PORT override 127.0.0.1:8888; the
// enquiries are kept in .netlify/blobs (BLOBS_DIR to change it).
// The editor at /admin/ saves through Decap's local backend (decap-server, tooling/decap-server.ts),
// started here on 127.0.0.1 on the working tree, served at /api/v1 of the same address, and
// stopped with the server.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { readNetlifyConfig } from '../tooling/local-netlify/index.js'
import { startServer } from '../tooling/local-netlify/server.js'
import { startDecapServer } from '../tooling/decap-server.js'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))
/** Signals this soon after the first are the same Ctrl+C passed on, not a second one. */
const REPEATED_SIGNAL_MS = 1000

/** Where the functions send mail, without ever printing SMTP credentials. */
function describeMail(env: NodeJS.ProcessEnv): string {
  const smtpUrl = env.SMTP_URL?.trim()
  if (smtpUrl) {
    try {
      const smtp = new URL(smtpUrl)
      return `sent through the SMTP server ${smtp.host}`
    } catch {
      return 'SMTP_URL is set but is not a valid URL: sending will fail'
    }
  }
  // Resolved as functions/_shared/mail.ts resolves it: from the working folder (npm's: the project).
  const outbox = resolve(process.cwd(), env.OUTBOX_DIR?.trim() || '.outbox')
  return `written as .eml files to ${outbox}/ (no SMTP_URL set)`
}

/**
 * The pages carry the site key (read at build time) and the functions check with the secret;
 * with only one of the two set, every form submission would be refused, so that is said too.
 */
function describeCaptcha(env: NodeJS.ProcessEnv): string {
  const siteKey = Boolean(env.RECAPTCHA_SITE_KEY?.trim())
  const secret = Boolean(env.RECAPTCHA_SECRET_KEY?.trim())
  if (siteKey && secret) return 'the real reCAPTCHA (RECAPTCHA_SITE_KEY is set)'
  if (!siteKey && !secret) return 'the development captcha stand-in (no RECAPTCHA_SITE_KEY set)'
  return siteKey
    ? 'the real reCAPTCHA, but RECAPTCHA_SECRET_KEY is not set: the functions will refuse every form'
    : 'the development captcha stand-in, but RECAPTCHA_SECRET_KEY is set: the functions will refuse every form'
}

async function main(): Promise<void> {
  const config = readNetlifyConfig(join(projectRoot, 'netlify.toml'))
  const root = resolve(projectRoot, config.publish)
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run \`npm run build\` first (\`npm start\` does both).`)
    process.exit(1)
  }

  const decap = await startDecapServer(projectRoot)
  const server = await startServer({
    root,
    port: Number(process.env.PORT ?? 8888),
    host: process.env.HOST ?? '127.0.0.1',
    functionsDir: resolve(projectRoot, config.functions),
    blobsDir: resolve(projectRoot, process.env.BLOBS_DIR?.trim() || join('.netlify', 'blobs')),
    proxy: { '/api/v1': decap.url },
  }).catch(async (error: unknown) => {
    await decap.close()
    throw error
  })
  // 127.0.0.1 is what "localhost" means to every browser; the friendlier name is printed.
  console.log(`\n  Site:    ${server.url.replace('//127.0.0.1:', '//localhost:')}/`)
  console.log(`  Mail:    ${describeMail(process.env)}`)
  console.log(`  Enquiries: kept in ${resolve(projectRoot, process.env.BLOBS_DIR?.trim() || join('.netlify', 'blobs'))}/ (npm run enquiries lists them)`)
  console.log(`  Captcha: ${describeCaptcha(process.env)}`)
  console.log(`  Editor:  ${server.url.replace('//127.0.0.1:', '//localhost:')}/admin/ (saves into ${projectRoot}, no login)`)
  console.log('\n  Press Ctrl+C to stop.\n')

  // The stop runs once: the server closes, e-mails still going out after their reply finish
  // (each within its deadline), then the process ends. One Ctrl+C can arrive more than once (the
  // terminal signals npm, tsx and this process; tsx passes it on, and when-exit, loaded by a
  // dependency, raises it again): only a signal a moment after the first means "now".
  let stoppingSince: number | undefined
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince > REPEATED_SIGNAL_MS) process.exit(130)
      return
    }
    stoppingSince = Date.now()
    console.log(`\n  ${signal}: stopping (e-mails being sent are finished first; press Ctrl+C again to stop at once)…`)
    Promise.all([server.close(), decap.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
