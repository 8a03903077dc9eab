// Property-based tests of every form function (tests/functions/formContract.ts): thousands of
// generated hostile bodies in all, each function under the same contract.
import { FORM_FUNCTIONS } from './formFunctions'
import { describeFormFunction } from './formContract'

for (const fn of FORM_FUNCTIONS) describeFormFunction(fn)
