// Property-based tests of every form function (tests/functions/form-contract.ts): thousands of
// generated hostile bodies in all, each function under the same contract.
import { FORM_FUNCTIONS } from './form-functions'
import { describeFormFunction } from './form-contract'

for (const fn of FORM_FUNCTIONS) describeFormFunction(fn)
