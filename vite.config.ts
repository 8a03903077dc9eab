import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { netlifyFunctions } from './scripts/vite-plugin-netlify-functions.js'

export default defineConfig({
  plugins: [react(), vike(), netlifyFunctions()],
  server: { port: Number(process.env.PORT) || 3000 },
})
