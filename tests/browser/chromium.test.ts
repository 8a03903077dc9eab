// How the browser tests find their Chromium (tooling/chromium.ts), on fake executables.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { ChromiumMissingError, ensureHeadlessShell, findChromium, HEADLESS_SHELL_CANDIDATES, NO_CHROMIUM_MESSAGE } from '../../tooling/chromium'

const dir = mkdtempSync(join(tmpdir(), 'chromium-'))
const executable = join(dir, 'chrome')
writeFileSync(executable, '#!/bin/sh\n')
chmodSync(executable, 0o755)
const notExecutable = join(dir, 'chromium.txt')
writeFileSync(notExecutable, '')
const missing = join(dir, 'nothing-here')

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(findChromium({ CHROMIUM_PATH: executable }, [missing])).toEqual({ path: executable, from: 'CHROMIUM_PATH' })
  })

  it('says so when CHROMIUM_PATH is not an executable, without looking elsewhere', () => {
    for (const path of [notExecutable, missing, dir]) {
      const found = findChromium({ CHROMIUM_PATH: path }, [executable])
      expect(found.path).toBeNull()
      expect(found.path === null && found.reason).toContain(`CHROMIUM_PATH=${path} is not an executable file`)
    }
  })

  it('finds the first system Chromium or Chrome that is there', () => {
    expect(findChromium({}, [missing, notExecutable, executable])).toEqual({ path: executable, from: 'system' })
  })

  it('without any, gives the one line saying what to install', () => {
    expect(findChromium({}, [missing])).toEqual({ path: null, reason: NO_CHROMIUM_MESSAGE })
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n')
    expect(NO_CHROMIUM_MESSAGE).toContain('apt-get install -y chromium fonts-liberation')
    expect(NO_CHROMIUM_MESSAGE).toContain('CHROMIUM_PATH')
  })

  it('fails with that line alone, no stack trace', () => {
    const error = new ChromiumMissingError()
    expect(error.stack).toBe(`ChromiumMissingError: ${NO_CHROMIUM_MESSAGE}`)
  })
})

describe('ensureHeadlessShell (the browser tests’ Chromium)', () => {
  it('takes CHROMIUM_PATH over the headless shell', async () => {
    vi.stubEnv('CHROMIUM_PATH', executable)
    try {
      expect(await ensureHeadlessShell(() => {}, [missing])).toBe(executable)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('without CHROMIUM_PATH, takes the first headless shell that is there', async () => {
    vi.stubEnv('CHROMIUM_PATH', '')
    try {
      expect(await ensureHeadlessShell(() => {}, [missing, notExecutable, executable])).toBe(executable)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  // Where Debian's package is installed (as the e2e project's global setup installs it on CI):
  // its own list of files names the executable looked for first, and that one is there.
  const installed = spawnSync('dpkg', ['-L', 'chromium-headless-shell'], { encoding: 'utf8' })
  it.skipIf(installed.status !== 0)('looks for Debian’s headless shell where chromium-headless-shell installs it', () => {
    const files = installed.stdout.split('\n')
    expect(files).toContain(HEADLESS_SHELL_CANDIDATES[0])
    expect(findChromium({}, HEADLESS_SHELL_CANDIDATES)).toEqual({ path: HEADLESS_SHELL_CANDIDATES[0], from: 'system' })
  })
})
