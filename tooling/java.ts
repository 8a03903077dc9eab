// The Java that runs the W3C Nu HTML checker (vnu.jar, from the vnu-jar npm package) over the
// build in tests/site/nu-validator.test.ts: JAVA_HOME's when set, else one on the system. When
// there is none, ensureJava installs Debian's headless runtime with apt-get where it can (as root
// on Debian or Ubuntu, as tooling/chromium.ts does for Chromium); otherwise it fails with one line
// saying what to install. vnu-jar's own Java downloader (its install script) is not used.
import { delimiter, join } from 'node:path'
import { canInstallWithApt, isExecutableFile, MissingToolError, run } from './chromium.js'

export const JAVA_APT_PACKAGES = ['default-jre-headless'] as const

export const NO_JAVA_MESSAGE =
  `No Java for the W3C HTML checker (vnu.jar needs Java 11 or later): install one (Debian/Ubuntu: sudo apt-get install -y ${JAVA_APT_PACKAGES.join(' ')}) ` +
  'or set JAVA_HOME to a Java installation.'

export class JavaMissingError extends MissingToolError {
  constructor(message = NO_JAVA_MESSAGE) {
    super('JavaMissingError', message)
  }
}

/** JAVA_HOME/bin/java when JAVA_HOME is set, else the first `java` on PATH or in /usr/bin. */
export function findJava(env: NodeJS.ProcessEnv = process.env): string | null {
  const home = env.JAVA_HOME?.trim()
  if (home) return isExecutableFile(join(home, 'bin', 'java')) ? join(home, 'bin', 'java') : null
  const folders = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/bin']
  return folders.map((folder) => join(folder, 'java')).find(isExecutableFile) ?? null
}

/** The path of a Java to run; installs Debian's when running as root with apt-get, else throws JavaMissingError. */
export async function ensureJava(log: (line: string) => void = (line) => console.log(line)): Promise<string> {
  const found = findJava()
  if (found) return found
  if (process.env.JAVA_HOME?.trim()) throw new JavaMissingError(`JAVA_HOME=${process.env.JAVA_HOME} has no bin/java. ${NO_JAVA_MESSAGE}`)
  if (!canInstallWithApt()) throw new JavaMissingError()
  log(`No Java found: installing Debian's ${JAVA_APT_PACKAGES.join(' ')} with apt-get for the W3C HTML checker…`)
  try {
    await run('apt-get', ['update'], log)
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...JAVA_APT_PACKAGES], log)
  } catch (error) {
    throw new JavaMissingError(`Installing Java with apt-get failed (${(error as Error).message}). ${NO_JAVA_MESSAGE}`)
  }
  const installed = findJava()
  if (!installed) throw new JavaMissingError(`apt-get installed ${JAVA_APT_PACKAGES.join(' ')} but no java was found. ${NO_JAVA_MESSAGE}`)
  return installed
}
