// npm test's steps before vitest (typecheck, lint, build) side by side: each keeps one core busy
// for much of its time, so on two cores they finish together sooner than one after another
// (docs/performance.md, "Test time"). Usage: tsx tooling/run-together.ts <npm script>...
// Each script's output is printed whole when it ends, never interleaved with another's; the
// exit code is the first failure's (1 when a script was killed), else 0.
import { spawn } from 'node:child_process'

interface Finished {
  script: string
  code: number
  output: string
  seconds: number
}

function run(script: string): Promise<Finished> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const chunks: Buffer[] = []
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    const done = (code: number) => resolve({ script, code, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 })
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      done(1)
    })
    child.on('close', (code) => done(code ?? 1))
  })
}

const scripts = process.argv.slice(2)
if (scripts.length === 0) {
  console.error('Usage: tsx tooling/run-together.ts <npm script>...')
  process.exit(2)
}

const finished = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      process.stdout.write(`\n> npm run ${script}: ${result.code === 0 ? 'passed' : `failed (exit ${result.code})`} in ${result.seconds.toFixed(0)} s\n`)
      process.stdout.write(result.output)
      return result
    }),
  ),
)
const failed = finished.filter((result) => result.code !== 0)
if (failed.length > 0) console.error(`\nFailed: ${failed.map((result) => `npm run ${result.script}`).join(', ')}`)
process.exit(failed[0]?.code ?? 0)
