// axe-core on every built page at phone and desktop width: the first half of the pages, the 404
// page and the open phone menu (tests/e2e/support/a11y-suite.ts).
import { describeAxe, useE2E } from './support'

describeAxe(useE2E(), 0, 2)
