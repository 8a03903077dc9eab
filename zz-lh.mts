import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { writeFileSync } from 'node:fs'
import { CHROMIUM_ARGS } from './tests/support/browser/chromium.js'
import { ensureChromium } from './tooling/chromium'
import { startServer } from './tooling/local-netlify/server.js'
import { localCertificate } from './tooling/tls-certificate.js'
const route = process.argv[2] ?? '/search/'
const server = await startServer({ root: 'dist/client', port: 0, host: '127.0.0.1', functionsDir: 'functions', tls: localCertificate(), schedules: false })
const chrome = await chromeLauncher.launch({ chromePath: await ensureChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, '--ignore-certificate-errors'] })
const r = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' })
const a = r!.lhr.audits as any
console.log('FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'CLS', a['cumulative-layout-shift'].numericValue)
console.log(JSON.stringify(a['largest-contentful-paint-element'].details, null, 1).slice(0, 2500))
writeFileSync('/tmp/lhr.json', JSON.stringify(r!.lhr))
chrome.kill(); await server.close()
const m = a.metrics.details.items[0]
console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'load', m.observedLoad, 'DCL', m.observedDomContentLoaded)
