// Property-based tests of every form function (tests/support/functions/form-contract.ts): thousands of
// generated hostile bodies in all, each function under the same contract.
import { FORM_FUNCTIONS } from '../support/functions/form-functions'
import { describeFormFunction } from '../support/functions/form-contract'

for (const fn of FORM_FUNCTIONS) describeFormFunction(fn)
