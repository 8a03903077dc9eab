// axe-core on every built page at phone width, and in the states a visitor can open (the menu too).
import { describeAxe, PHONE, useE2E } from './support'

describeAxe(useE2E(), 'phone', PHONE)
