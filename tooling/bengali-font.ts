// A Bengali font for the browser tests: the /bn/ pages are set in the platform's Bengali fonts
// (renderer/styles/base.css names Noto Sans and Serif Bengali first, as Android and ChromeOS
// have them), and a machine without one would draw every Bengali letter as an empty box. Like
// tooling/chromium.ts for Chromium: fontconfig is asked which fonts cover Bengali, and when none
// does Debian's Noto fonts are installed with apt-get where that can be done (as root on Debian
// or Ubuntu); otherwise one line says what to install.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { canInstallWithApt, MissingToolError, run } from './chromium.js'

export const BENGALI_FONT_APT_PACKAGES = ['fonts-noto-core'] as const

export const NO_BENGALI_FONT_MESSAGE =
  `No Bengali font for the browser tests (Bengali text would show as empty boxes): install one (Debian/Ubuntu: sudo apt-get install -y ${BENGALI_FONT_APT_PACKAGES.join(' ')}; ` +
  'macOS and Windows have one).'

export class BengaliFontMissingError extends MissingToolError {
  constructor(message = NO_BENGALI_FONT_MESSAGE) {
    super('BengaliFontMissingError', message)
  }
}

/**
 * The families fontconfig knows that cover Bengali; null where there is no fontconfig (macOS,
 * Windows: their own Bengali fonts come with the system).
 */
export async function bengaliFontFamilies(): Promise<string[] | null> {
  try {
    const { stdout } = await promisify(execFile)('fc-list', [':lang=bn', 'family'])
    return [...new Set(stdout.split('\n').flatMap((line) => line.split(',')[0]?.trim() || []))]
  } catch {
    return null
  }
}

/** The Bengali families found, installing Debian's when none is and it can; else throws BengaliFontMissingError. */
export async function ensureBengaliFont(log: (line: string) => void = (line) => console.log(line)): Promise<string[]> {
  const found = await bengaliFontFamilies()
  if (found === null || found.length > 0) return found ?? []
  if (!canInstallWithApt()) throw new BengaliFontMissingError()
  log(`No Bengali font found: installing Debian's ${BENGALI_FONT_APT_PACKAGES.join(' ')} with apt-get for the browser tests…`)
  try {
    await run('apt-get', ['update'], log)
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...BENGALI_FONT_APT_PACKAGES], log)
  } catch (error) {
    throw new BengaliFontMissingError(`Installing a Bengali font with apt-get failed (${(error as Error).message}). ${NO_BENGALI_FONT_MESSAGE}`)
  }
  const installed = (await bengaliFontFamilies()) ?? []
  if (installed.length === 0)
    throw new BengaliFontMissingError(
      `apt-get installed ${BENGALI_FONT_APT_PACKAGES.join(' ')} but fontconfig lists no Bengali font. ${NO_BENGALI_FONT_MESSAGE}`,
    )
  return installed
}
