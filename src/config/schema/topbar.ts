import * as z from 'zod';
import { safeLink, text } from './shared.ts';

export const topbarLinksSchema = z.array(z.object({ name: text('the link text (a string)'), url: safeLink('the link target URL') }, { error: 'an object { "name", "url" }' }), {
  error: 'an array of { "name", "url" } links',
});

export const topbarCtaButtonSchema = z
  .object(
    {
      type: z.enum(['link', 'github']).default('link'),
      url: safeLink('the button target URL (for "github": the repository URL)'),
      name: text('the button text (a string)').optional(),
    },
    { error: 'an object { "type", "url", "name" }' },
  )
  .superRefine((cta, ctx) => {
    if (cta.type === 'link' && (cta.name === undefined || cta.name === '')) {
      ctx.addIssue({ code: 'custom', path: ['name'], input: cta.name, message: 'the button text: "name" is required when type is "link"' });
    }
    if (cta.type === 'github' && !/^https:\/\/github\.com\/[^/\s]+\/[^/\s]+\/?$/.test(cta.url)) {
      ctx.addIssue({ code: 'custom', path: ['url'], input: cta.url, message: 'a repository URL like "https://github.com/owner/repo" when type is "github"' });
    }
  });
