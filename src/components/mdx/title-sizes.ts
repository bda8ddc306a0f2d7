/** The elements a step's title may be (<Steps titleSize>, <Step titleSize>): Mintlify's `p`, `h2`, `h3`, `h4`. */
const TITLE_SIZES = ['p', 'h2', 'h3', 'h4'] as const;

export type TitleSize = (typeof TITLE_SIZES)[number];

export const isTitleSize = (value: unknown): value is TitleSize => TITLE_SIZES.includes(value as TitleSize);
