// axe-core on every built page at desktop width, and in the states a visitor can open.
import { describeAxe, DESKTOP, useE2E } from './support'

describeAxe(useE2E(), 'desktop', DESKTOP)
