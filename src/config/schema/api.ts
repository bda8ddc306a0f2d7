import * as z from 'zod';
import { isScriptUrl } from '../../utils/url-safety.ts';
import { flag, httpUrl, text } from './shared.ts';
import { isHttpUrl, hasUrlScheme } from '../../utils/urls.ts';

export const apiSchema = z.object(
  {
    baseUrl: z
      .union([httpUrl(), z.array(httpUrl(), { error: 'an array of http(s) URLs' })], {
        error: 'an http(s) URL or an array of them',
      })
      .optional(),
    auth: z
      .object(
        {
          method: z.enum(['bearer', 'basic', 'key']).optional(),
          name: text('the auth parameter name (a string)').optional(),
          inputPrefix: text('the auth input prefix (a string)').optional(),
        },
        { error: 'an object { "method", "name", "inputPrefix" }' },
      )
      .optional(),
    playground: z.object({ mode: z.enum(['show', 'simple', 'hide']).default('show') }, { error: 'an object { "mode" }' }).default({ mode: 'show' }),
    maintainOrder: flag().optional(),
  },
  { error: 'an object { "baseUrl", "auth", "playground" }' },
);

const openapiLocation = z
  .string({ error: 'a URL or a path to an OpenAPI file' })
  .min(1, { error: 'a URL or a path to an OpenAPI file' })
  .refine((value) => !isScriptUrl(value) && (isHttpUrl(value) || !hasUrlScheme(value)), {
    error: 'an http(s) URL or a relative path to an OpenAPI file',
  });

export const openapiSchema = z.union([openapiLocation, z.array(openapiLocation, { error: 'an array of OpenAPI locations' })], {
  error: 'a URL or path of an OpenAPI file, or an array of them',
});
