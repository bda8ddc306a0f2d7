// The icon table the build hands React equivalents, apart from React itself: the build process
// fills it (integration/react-modules.ts) without loading React for a site that has no React code.

/** Icon names the site's React code writes (`icon="rocket"`), each as the SVG the build drew from the site's icon library. */
export type IconTable = Readonly<Record<string, string>>;

/** The key under which a callout kind's own icon is in the table (Quire's Font Awesome icon, whatever the site's library). */
export const calloutIconKey = (kind: string): string => `callout:${kind}`;
