// Runs once before the browser tests (vitest.config.ts, project e2e): finds the Chromium they
// drive, installing Debian's when it can (tooling/chromium.ts), and hands its path to every test
// file; makes sure a Bengali font is there for the /bn/ pages (tooling/bengali-font.ts). Without one the run stops here with the one line saying what to install, instead of
// every browser test file failing with its own stack trace.
import type { TestProject } from 'vitest/node'
import { ensureChromium } from '../../../tooling/chromium'
import { ensureBengaliFont } from '../../../tooling/bengali-font'

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromiumPath', await ensureChromium())
  await ensureBengaliFont()
}
