// Serves /.netlify/functions/<name> and applies netlify.toml's headers and redirects under
// `vike dev` and `vike preview`, so forms work without the Netlify CLI. The rules engine is the
// one `npm start` uses (tooling/local-netlify/), and so are Netlify's local blobs server (the
// enquiries, in .netlify/blobs) and NETLIFY_DEV=true, by which the functions know they run locally.
import { relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { startLocalBlobs } from './local-netlify/blobs.js'
import { createNetlifyHandler, findFunctionFile, readNetlifyConfig, type FunctionModule, type NetlifyConfig } from './local-netlify/index.js'

/** What the functions need from the machine: the store of the enquiries, and being told they are local. */
async function prepareLocalFunctions(root: string, close: (stop: () => Promise<void>) => void): Promise<void> {
  process.env.NETLIFY_DEV = 'true'
  if (process.env.NETLIFY_BLOBS_CONTEXT) return
  const blobs = await startLocalBlobs(resolve(root, '.netlify', 'blobs'))
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context
  close(blobs.close)
}

interface NetlifyFunctionsPluginOptions {
  /** Relative to the Vite root. */
  netlifyToml?: string
}

export function netlifyFunctions({ netlifyToml = 'netlify.toml' }: NetlifyFunctionsPluginOptions = {}): Plugin {
  return {
    name: 'netlify-functions',

    async configureServer(server) {
      const root = server.config.root
      await prepareLocalFunctions(root, (stop) => server.httpServer?.once('close', () => void stop()))
      const tomlPath = resolve(root, netlifyToml)
      let config: NetlifyConfig = readNetlifyConfig(tomlPath)

      // Edits to netlify.toml apply on the next request; a broken edit keeps the last good rules.
      server.watcher.add(tomlPath)
      server.watcher.on('change', (file) => {
        if (resolve(file) !== tomlPath) return
        try {
          config = readNetlifyConfig(tomlPath)
          server.config.logger.info('netlify.toml reloaded', { timestamp: true })
        } catch (error) {
          server.config.logger.error(`netlify.toml not reloaded: ${(error as Error).message}`, { timestamp: true })
        }
      })

      const handler = createNetlifyHandler({
        config: () => config,
        loadFunction: async (name) => {
          const file = findFunctionFile(resolve(root, config.functions), name)
          if (!file) return null
          // Through Vite's module graph, so editing a function or its imports takes effect at once.
          return (await server.ssrLoadModule(`/${relative(root, file).split(sep).join('/')}`)) as FunctionModule
        },
        // Vite's dev client relies on inline scripts and a websocket that the CSP forbids.
        omitHeaders: ['Content-Security-Policy'],
      })
      // Added before Vite's own middlewares, so functions and forced redirects come first.
      server.middlewares.use((req, res, next) => void handler(req, res, next))
    },

    async configurePreviewServer(server) {
      const root = server.config.root
      await prepareLocalFunctions(root, (stop) => server.httpServer.once('close', () => void stop()))
      const config = readNetlifyConfig(resolve(root, netlifyToml))
      const handler = createNetlifyHandler({
        config: () => config,
        // The preview is the built site, served exactly as `npm start` and Netlify serve it.
        root: resolve(root, config.publish),
        loadFunction: async (name) => {
          const file = findFunctionFile(resolve(root, config.functions), name)
          if (!file) return null
          // The preview has no module graph; tsx compiles the TypeScript function on import.
          const { tsImport } = await import('tsx/esm/api')
          return (await tsImport(pathToFileURL(file).href, import.meta.url)) as FunctionModule
        },
      })
      server.middlewares.use((req, res, next) => void handler(req, res, next))
    },
  }
}
