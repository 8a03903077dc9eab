// Runs once before the browser tests (vitest.config.ts, project e2e): finds the Chromium they
// drive (its headless shell where there is one or apt-get can install it: tooling/chromium.ts)
// and hands its path to every test file; makes sure a Bengali font is there for the /bn/ pages
// (tooling/bengali-font.ts). Without either the run stops here with the one line saying what to
// install, instead of every browser test file failing with its own stack trace.
import type { TestProject } from 'vitest/node'
import { ensureHeadlessShell } from '../../../tooling/chromium'
import { ensureBengaliFont } from '../../../tooling/bengali-font'

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumPath: string
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('chromiumPath', await ensureHeadlessShell())
  await ensureBengaliFont()
}
