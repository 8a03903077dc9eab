// The browser editor at /admin/ (Decap CMS): built on its own, after the site, into
// dist/client/admin/. No public page loads it. Its configuration and the schemas the check runs
// with are made from schemas/ and data/ while it builds (scripts/admin/editor-modules.ts).
//   npx vite build --config admin/vite.config.ts --configLoader runner   (npm run build runs it)
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { editorModules } from '../scripts/admin/editor-modules'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here('.'),
  base: '/admin/',
  plugins: [
    react(),
    editorModules(),
    {
      // The content check's form words are checked against the forms' code, which only Node can
      // load: that one check runs in the pull request's Check workflow (admin/form-words-in-ci.ts).
      name: 'form-words-in-ci',
      enforce: 'pre',
      resolveId: (id, importer) => (id === './form-words' && importer?.includes('/content/server/check/') ? here('./form-words-in-ci.ts') : undefined),
    },
  ],
  resolve: {
    alias: [
      // Decap was written for webpack's browser stand-ins of Node's modules; its dependencies bring them.
      { find: /^(node:)?path$/, replacement: 'path-browserify' },
      // The content check reads the project from the disk; here from the copy built in (admin/disk.ts).
      { find: /^(node:)?fs$/, replacement: here('./disk.ts') },
      // The components' and pages' image sizes, read from the disk there, come with the editor's
      // build here (admin/responsive-image.ts's own import, one folder up, is the real module).
      { find: /^(\.|\.\.\/ui|(\.\.\/){2,}components\/ui)\/responsive-image$/, replacement: here('./responsive-image.ts') },
      // A list's folded items are drawn once first opened (admin/folded-items.tsx).
      { find: /^decap-cms-widget-object$/, replacement: here('./folded-items.tsx') },
    ],
  },
  define: {
    // Decap's modules read process.env.NODE_ENV; nothing else of process exists in a browser.
    'process.env.NODE_ENV': JSON.stringify('production'),
    'process.env': '{}',
  },
  build: {
    outDir: here(`../${process.env.BUILD_OUT_DIR || 'dist'}/client/admin`),
    emptyOutDir: true,
    chunkSizeWarningLimit: 8000,
    reportCompressedSize: false,
    rollupOptions: {
      // The editor, and the Enquiries page beside it (admin/enquiries/, without Decap).
      input: { editor: here('./index.html'), enquiries: here('./enquiries/index.html') },
      onwarn(warning, warn) {
        // Decap's dependencies (sha256, toml) look for Node's modules with eval: known, harmless here.
        if (warning.code === 'EVAL' && warning.id?.includes('node_modules')) return
        warn(warning)
      },
    },
  },
})
