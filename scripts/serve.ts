// Serves the built site and the Netlify functions on one local port, as the deploy would:
// `npm start` builds, then runs `tsx scripts/serve.ts`. Redirects, 404s and headers come from
// netlify.toml through scripts/local-netlify/. HOST and PORT override 127.0.0.1:8888.
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createNetlifyHandler, findFunctionFile, readNetlifyConfig, type FunctionModule, type LoadFunction } from './local-netlify/index.js'

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

export interface StartServerOptions {
  /** The built site, normally dist/client. */
  root: string
  /** 0 picks a free port (tests). */
  port: number
  host: string
  functionsDir: string
  /** Variables the functions see, added to process.env until close(): they run in this process. */
  env?: Record<string, string | undefined>
  /** Defaults to the project's netlify.toml. */
  netlifyToml?: string
}

export interface RunningServer {
  url: string
  close(): Promise<void>
}

export async function startServer({ root, port, host, functionsDir, env = {}, netlifyToml = join(projectRoot, 'netlify.toml') }: StartServerOptions): Promise<RunningServer> {
  const config = readNetlifyConfig(netlifyToml)
  const restoreEnv = applyEnv(env)
  const handler = createNetlifyHandler({ config: () => config, root: resolve(root), loadFunction: importFunctionFrom(functionsDir) })
  const server = createServer((req, res) => void handler(req, res))

  try {
    await new Promise<void>((resolveListen, rejectListen) => {
      server.once('error', rejectListen)
      server.listen(port, host, () => resolveListen())
    })
  } catch (error) {
    restoreEnv()
    throw error
  }

  const address = server.address() as AddressInfo
  return {
    url: `http://${displayHost(host)}:${address.port}`,
    close: () =>
      new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => {
          restoreEnv()
          if (error) rejectClose(error)
          else resolveClose()
        })
        // Browsers keep connections open; close the idle ones now and the rest soon after.
        server.closeIdleConnections()
        setTimeout(() => server.closeAllConnections(), 2000).unref()
      }),
  }
}

/** Loads functions/<name>.ts; tsx (npm start) and Vitest both compile TypeScript on import. */
function importFunctionFrom(functionsDir: string): LoadFunction {
  return async (name) => {
    const file = findFunctionFile(functionsDir, name)
    return file ? ((await import(pathToFileURL(file).href)) as FunctionModule) : null
  }
}

function applyEnv(env: Record<string, string | undefined>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  const set = (values: Record<string, string | undefined>) => {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  set(env)
  return () => set(previous)
}

function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}

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

  const server = await startServer({
    root,
    port: Number(process.env.PORT ?? 8888),
    host: process.env.HOST ?? '127.0.0.1',
    functionsDir: resolve(projectRoot, config.functions),
  })
  // 127.0.0.1 is what "localhost" means to every browser; the friendlier name is printed.
  console.log(`\n  Site:    ${server.url.replace('//127.0.0.1:', '//localhost:')}/`)
  console.log(`  Mail:    ${describeMail(process.env)}`)
  console.log(`  Captcha: ${describeCaptcha(process.env)}`)
  console.log('\n  Press Ctrl+C to stop.\n')

  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    // A second Ctrl+C means "now", even if a request is still open.
    if (stopping) process.exit(130)
    stopping = true
    console.log(`\n  ${signal}: stopping…`)
    server.close().then(
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
