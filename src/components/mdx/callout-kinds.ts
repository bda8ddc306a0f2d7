/** The callout kinds Mintlify names (<Note>, <Tip>…, and <Card type="…">), with the icon each draws by default. */
export const CALLOUT_ICONS = {
  note: 'circle-exclamation',
  tip: 'lightbulb',
  info: 'circle-info',
  warning: 'triangle-exclamation',
  check: 'circle-check',
  danger: 'ban',
  callout: 'circle-info',
} as const;

/** What a screen reader hears a callout of each kind named. */
export const CALLOUT_LABELS = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  check: 'Check',
  danger: 'Danger',
  callout: 'Callout',
} as const;

export type CalloutKind = keyof typeof CALLOUT_ICONS;

export const isCalloutKind = (value: unknown): value is CalloutKind => typeof value === 'string' && Object.hasOwn(CALLOUT_ICONS, value);
