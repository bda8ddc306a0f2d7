import * as z from 'zod';
import { apiSchema, openapiSchema } from './api.ts';
import { anchorsSchema, topAnchorSchema } from './anchors.ts';
import { colorsSchema } from './colors.ts';
import { feedbackSchema, modeToggleSchema } from './feedback.ts';
import { footerSocialsSchema } from './footer.ts';
import { backgroundImageSchema, faviconSchema, logoSchema } from './logo.ts';
import { navigationSchema } from './navigation.ts';
import { tabsSchema, versionsSchema } from './tabs.ts';
import { topbarCtaButtonSchema, topbarLinksSchema } from './topbar.ts';

/** The whole site.json contract (the README's site.json reference), one section per file. */
export const siteConfigSchema = z.object(
  {
    name: z.string({ error: 'the project name (a string)' }).min(1, { error: 'a non-empty project name' }),
    navigation: navigationSchema,
    logo: logoSchema.optional(),
    favicon: faviconSchema.optional(),
    colors: colorsSchema.optional(),
    topbarLinks: topbarLinksSchema.optional(),
    topbarCtaButton: topbarCtaButtonSchema.optional(),
    versions: versionsSchema.optional(),
    anchors: anchorsSchema.optional(),
    topAnchor: topAnchorSchema.default({ name: 'Documentation', icon: 'book-open', iconType: 'duotone' }),
    tabs: tabsSchema.optional(),
    api: apiSchema.optional(),
    openapi: openapiSchema.optional(),
    footerSocials: footerSocialsSchema.optional(),
    feedback: feedbackSchema.default({ suggestEdit: false, raiseIssue: false }),
    modeToggle: modeToggleSchema.default({ isHidden: false }),
    backgroundImage: backgroundImageSchema.optional(),
  },
  { error: 'a JSON object with at least "name" and "navigation"' },
);

export type SiteConfig = z.output<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
