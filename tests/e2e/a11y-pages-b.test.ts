// axe-core on every built page at phone and desktop width: the second half of the pages, the
// video player and the cookie banner (tests/e2e/support/a11y-suite.ts).
import { describeAxe, useE2E } from './support'

describeAxe(useE2E(), 1, 2)
