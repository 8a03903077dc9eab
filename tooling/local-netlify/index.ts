// A small stand-in for Netlify's edge, read from netlify.toml: header rules, redirects and
// rewrites, static files with 404.html, and functions with their rate limits. Used by
// scripts/serve.ts (npm start) and tooling/vite-plugin-netlify-functions.ts (vike dev, preview).
export {
  parseNetlifyConfig,
  parseRedirectsFile,
  readNetlifyConfig,
  withRedirectsFile,
  type HeaderRule,
  type NetlifyConfig,
  type RedirectRule,
} from './config.js'
export { functionNameFor, settleBackgroundWork, rateLimitedMessage, type FunctionModule, type LoadFunction, type LocalFunctionContext } from './functions.js'
export { createNetlifyHandler, type NetlifyHandler, type NetlifyHandlerOptions } from './handler.js'
export { findFunctionFile } from './function-files.js'
export { compileHeaderRules } from './headers.js'
export { compileRedirectRules } from './redirects.js'
export { createRateLimiter, type RateLimitConfig } from './rate-limit.js'
export { brotli, resolveStaticFile } from './static-files.js'
