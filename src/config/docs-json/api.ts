import * as z from 'zod';
import { asyncapi, flag, httpUrl, openapi, text } from './shared.ts';

/** `api`: specs declared site-wide, the playground, generated examples, and MDX-defined endpoints. */
export const apiSchema = z.object(
  {
    openapi: openapi().optional(),
    asyncapi: asyncapi().optional(),
    params: z.object({ expanded: z.enum(['all', 'closed']).optional(), post: z.array(text()).optional() }, { error: 'an object { "expanded", "post" }' }).optional(),
    playground: z
      .object({ display: z.enum(['interactive', 'simple', 'none', 'auth']).optional(), proxy: flag().optional(), credentials: flag().optional() }, { error: 'an object { "display" }' })
      .optional(),
    examples: z
      .object(
        {
          defaults: z.enum(['required', 'all']).optional(),
          languages: z.array(text(), { error: 'an array of language names like ["bash", "python"]' }).optional(),
          prefill: flag().optional(),
          autogenerate: flag().optional(),
        },
        { error: 'an object { "languages", "defaults" }' },
      )
      .optional(),
    url: z.enum(['full']).optional(),
    mdx: z
      .object(
        {
          auth: z.object({ method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(), name: text().optional() }, { error: 'an object { "method", "name" }' }).optional(),
          server: z.union([httpUrl(), z.array(httpUrl())], { error: 'an http(s) URL or an array of them' }).optional(),
        },
        { error: 'an object { "server", "auth" }' },
      )
      .optional(),
  },
  { error: 'an object { "openapi", "playground", "examples", "mdx" }' },
);
