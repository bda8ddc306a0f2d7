// @ts-check
import { defineConfig } from 'astro/config';
import quire from './src/integration/index.ts';

export default defineConfig({
  integrations: [quire()],
});
