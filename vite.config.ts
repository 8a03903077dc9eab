import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { netlifyFunctions } from './tooling/vite-plugin-netlify-functions.js'

export default defineConfig({
  plugins: [react(), vike(), netlifyFunctions()],
  server: { port: Number(process.env.PORT) || 3000 },
  // Vike writes client/ and server/ inside it; tests build a variant (e.g. with a reCAPTCHA
  // site key) into a temporary folder without touching dist/.
  build: { outDir: process.env.BUILD_OUT_DIR || 'dist' },
})
