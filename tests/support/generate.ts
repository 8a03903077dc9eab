// The modules made from data/ (npm run generate) are not committed: a test run on a fresh clone
// makes them first, as every other entry point does.
import { generateAll } from '../../scripts/generate'

export default async function setup(): Promise<void> {
  await generateAll()
}
