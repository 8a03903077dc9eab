// axe-core on the 404 page and on what a visitor can open on the home page, at phone and desktop
// width (tests/support/browser/a11y-suite.ts). Every page as it loads is checked by routes.test.ts.
import { describeAxe, useE2E } from '../support/browser'

describeAxe(useE2E())
