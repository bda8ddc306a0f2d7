import type { DocsSocialPlatform } from '../config/docs-json/footer.ts';

/**
 * The icon and accessible name for each footer platform, drawn from Font Awesome's free packs
 * whatever the site's icon library: Lucide and Tabler have few brand logos. A Record over
 * docs.json's platforms (site.json's are a subset), so a platform a schema accepts cannot lack an icon.
 */
export const SOCIAL_ICONS: Record<DocsSocialPlatform, { label: string; name: string; style: 'brands' | 'solid' }> = {
  website: { label: 'Website', name: 'globe', style: 'solid' },
  'earth-americas': { label: 'Website', name: 'earth-americas', style: 'solid' },
  facebook: { label: 'Facebook', name: 'facebook', style: 'brands' },
  twitter: { label: 'X (Twitter)', name: 'x-twitter', style: 'brands' },
  'x-twitter': { label: 'X (Twitter)', name: 'x-twitter', style: 'brands' },
  x: { label: 'X', name: 'x-twitter', style: 'brands' },
  discord: { label: 'Discord', name: 'discord', style: 'brands' },
  slack: { label: 'Slack', name: 'slack', style: 'brands' },
  github: { label: 'GitHub', name: 'github', style: 'brands' },
  linkedin: { label: 'LinkedIn', name: 'linkedin', style: 'brands' },
  instagram: { label: 'Instagram', name: 'instagram', style: 'brands' },
  'hacker-news': { label: 'Hacker News', name: 'hacker-news', style: 'brands' },
  youtube: { label: 'YouTube', name: 'youtube', style: 'brands' },
  medium: { label: 'Medium', name: 'medium', style: 'brands' },
  telegram: { label: 'Telegram', name: 'telegram', style: 'brands' },
  bluesky: { label: 'Bluesky', name: 'bluesky', style: 'brands' },
  threads: { label: 'Threads', name: 'threads', style: 'brands' },
  reddit: { label: 'Reddit', name: 'reddit', style: 'brands' },
  podcast: { label: 'Podcast', name: 'podcast', style: 'solid' },
};

/** The footer link's accessible name and its icon, as an icon value for the one resolver. */
export function socialLink(siteName: string, platform: DocsSocialPlatform): { label: string; icon: { name: string; style: string; library: 'fontawesome' } } {
  const { label, name, style } = SOCIAL_ICONS[platform];
  return { label: `${siteName} on ${label}`, icon: { name, style, library: 'fontawesome' } };
}
