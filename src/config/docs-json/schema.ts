import * as z from 'zod';
import { apiSchema } from './api.ts';
import { appearanceSchema, backgroundSchema, colorsSchema, faviconSchema, fontsSchema, logoSchema } from './appearance.ts';
import { bannerSchema } from './banner.ts';
import { interactionSchema, markdownSchema, thumbnailsSchema, variablesSchema, variationsSchema } from './extras.ts';
import { footerSchema } from './footer.ts';
import { integrationsSchema } from './integrations.ts';
import { navbarSchema } from './navbar.ts';
import { navigationSchema } from './navigation.ts';
import { contextualSchema, errorsSchema, iconsSchema, metadataSchema, redirectsSchema, searchSchema, seoSchema, stylingSchema } from './site.ts';
import { flag, text, THEMES } from './shared.ts';

/**
 * Mintlify's docs.json, one section per file. Required: theme, name, colors.primary, navigation.
 * Unknown keys are warnings (Mintlify drops them silently); the strict objects Mintlify has
 * (colors, integrations, footer.socials, colour pairs, …) are strict here too.
 */
export const docsJsonSchema = z.object(
  {
    $schema: z
      .string({ error: 'the schema URL' })
      .refine((value) => URL.canParse(value), { error: 'a URL like "https://mintlify.com/docs.json"' })
      .optional(),
    theme: z.enum(THEMES, { error: `the theme: one of ${THEMES.map((t) => `"${t}"`).join(', ')}` }),
    name: z.string({ error: 'the project name (a string)' }).trim().min(1, { error: 'a non-empty project name' }),
    description: text('the site description (a string)').trim().optional(),
    public: flag().optional(),
    colors: colorsSchema,
    logo: logoSchema.optional(),
    favicon: faviconSchema.optional(),
    api: apiSchema.optional(),
    appearance: appearanceSchema.optional(),
    background: backgroundSchema.optional(),
    navbar: navbarSchema.optional(),
    navigation: navigationSchema,
    footer: footerSchema.optional(),
    search: searchSchema.optional(),
    seo: seoSchema.optional(),
    fonts: fontsSchema.optional(),
    icons: iconsSchema.optional(),
    styling: stylingSchema.optional(),
    redirects: redirectsSchema.optional(),
    integrations: integrationsSchema.optional(),
    banner: bannerSchema.optional(),
    errors: errorsSchema.optional(),
    contextual: contextualSchema.optional(),
    thumbnails: thumbnailsSchema.optional(),
    interaction: interactionSchema.optional(),
    metadata: metadataSchema.optional(),
    variables: variablesSchema.optional(),
    markdown: markdownSchema.optional(),
    variations: variationsSchema.optional(),
  },
  { error: 'a JSON object with at least "theme", "name", "colors" and "navigation"' },
);

export type DocsJsonConfig = z.output<typeof docsJsonSchema>;
