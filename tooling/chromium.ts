// The Chromium that the browser tests and the PDF scripts drive (playwright-core downloads no
// browser): CHROMIUM_PATH when set, else a Chromium or Chrome installed on the system. When
// there is none, ensureChromium installs Debian's package with apt-get where it can (as root on
// Debian or Ubuntu: a package registry, no other download); otherwise it fails with one line
// saying what to install. The browser tests prefer Chromium's headless shell (ensureHeadlessShell):
// the same engine without the browser's window machinery, at about half the CPU per page.
import { spawn } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'

/** Where systems put Chromium or Chrome, in the order they are tried. */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/usr/bin/microsoft-edge',
  '/snap/bin/chromium',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
] as const

export const APT_PACKAGES = ['chromium', 'fonts-liberation'] as const

/**
 * Where Debian's chromium-headless-shell puts Chromium's headless shell: the engine of the same
 * Chromium release without the full browser's window and compositing machinery. Two browser test
 * files took 158 CPU-s in the full Chromium and 81 CPU-s in the shell, every test passing in both
 * (docs/performance.md, "Test time", 2026-11-29).
 */
export const HEADLESS_SHELL_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell'] as const

export const HEADLESS_SHELL_APT_PACKAGES = ['chromium-headless-shell', 'fonts-liberation'] as const

/** The one line a developer reads when no browser can be had. */
export const NO_CHROMIUM_MESSAGE =
  `No Chromium or Chrome for the browser tests: install one (Debian/Ubuntu: sudo apt-get install -y ${APT_PACKAGES.join(' ')}) ` +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable.'

/** A system tool the tests need is missing: one line, not a stack trace, for the message says all there is to do. */
export class MissingToolError extends Error {
  constructor(name: string, message: string) {
    super(message)
    this.name = name
    this.stack = `${this.name}: ${message}`
  }
}

export class ChromiumMissingError extends MissingToolError {
  constructor(message = NO_CHROMIUM_MESSAGE) {
    super('ChromiumMissingError', message)
  }
}

export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

type ChromiumLookup = { path: string; from: 'CHROMIUM_PATH' | 'system' } | { path: null; reason: string }

/** CHROMIUM_PATH when set (it must then be an executable), else the first candidate found. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, candidates: readonly string[] = CHROMIUM_CANDIDATES): ChromiumLookup {
  const chosen = env.CHROMIUM_PATH?.trim()
  if (chosen) {
    if (isExecutableFile(chosen)) return { path: chosen, from: 'CHROMIUM_PATH' }
    return { path: null, reason: `CHROMIUM_PATH=${chosen} is not an executable file: point it at a Chromium or Chrome executable, or unset it.` }
  }
  const found = candidates.find(isExecutableFile)
  return found ? { path: found, from: 'system' } : { path: null, reason: NO_CHROMIUM_MESSAGE }
}

/** Whether this machine can install Debian's Chromium itself: Linux, root, apt-get present. */
export function canInstallWithApt(): boolean {
  return process.platform === 'linux' && process.getuid?.() === 0 && isExecutableFile('/usr/bin/apt-get')
}

/** Runs a command quietly; on failure logs the end of its output and rejects. */
export function run(command: string, args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let tail = ''
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve()
      log(tail.trim())
      reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))
    })
  })
}

/** Installs Debian packages with apt-get, then looks again; throws ChromiumMissingError on any failure. */
async function installWithApt(packages: readonly string[], find: () => ChromiumLookup, log: (line: string) => void): Promise<string> {
  log(`Installing Debian's ${packages.join(' ')} with apt-get for the browser tests…`)
  const started = Date.now()
  try {
    await run('apt-get', ['update'], log)
    await run('apt-get', ['install', '-y', ...packages], log)
  } catch (error) {
    throw new ChromiumMissingError(`Installing ${packages.join(' ')} with apt-get failed (${(error as Error).message}). ${NO_CHROMIUM_MESSAGE}`)
  }
  const installed = find()
  if (installed.path === null) throw new ChromiumMissingError(`apt-get installed ${packages.join(' ')} but no Chromium was found. ${NO_CHROMIUM_MESSAGE}`)
  log(`Installed ${installed.path} in ${Math.round((Date.now() - started) / 1000)} s.`)
  return installed.path
}

/**
 * The path of a Chromium to drive. Without one, installs Debian's package when running as root
 * with apt-get (the way CI machines are set up); otherwise throws ChromiumMissingError, whose
 * message is the one line to act on.
 */
export async function ensureChromium(log: (line: string) => void = (line) => console.log(line)): Promise<string> {
  const found = findChromium()
  if (found.path !== null) return found.path
  if (process.env.CHROMIUM_PATH?.trim() || !canInstallWithApt()) throw new ChromiumMissingError(found.reason)
  return installWithApt(APT_PACKAGES, () => findChromium(), log)
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH when set, else the headless shell, installed
 * with apt-get where it can be; where it cannot, a full Chromium or Chrome (ensureChromium), which
 * runs the same tests at about twice the CPU.
 */
export async function ensureHeadlessShell(
  log: (line: string) => void = (line) => console.log(line),
  shells: readonly string[] = HEADLESS_SHELL_CANDIDATES,
): Promise<string> {
  if (process.env.CHROMIUM_PATH?.trim()) return ensureChromium(log)
  const find = () => findChromium({}, shells)
  const shell = find()
  if (shell.path !== null) return shell.path
  if (canInstallWithApt()) {
    try {
      return await installWithApt(HEADLESS_SHELL_APT_PACKAGES, find, log)
    } catch (error) {
      log(`${(error as Error).message} Using a full Chromium instead.`)
    }
  }
  return ensureChromium(log)
}
