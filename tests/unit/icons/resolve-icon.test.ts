import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkIcons, type IconUse } from '../../../src/icons/check-icons.ts';
import { resolveFontAwesome as resolveIcon } from '../../../src/icons/font-awesome.ts';
import { iconHtml as iconSvg } from '../../../src/icons/render-icon.ts';
import { corpusSkip } from '../../support/corpus.ts';

test('a free name renders in the requested style, Pro styles fall back to the free one', () => {
  const solid = resolveIcon('book-open', 'duotone');
  assert.equal(solid.kind === 'free' && solid.definition.prefix, 'fas');
  const brand = resolveIcon('github', 'brands');
  assert.equal(brand.kind === 'free' && brand.definition.prefix, 'fab');
  const regular = resolveIcon('star', 'light');
  assert.equal(regular.kind === 'free' && regular.definition.prefix, 'far');
  // Aliases are names too.
  assert.equal(resolveIcon('home').kind, 'free');
});

test('a Pro-only name is drawn with a related free icon', () => {
  assert.deepEqual(
    ['square-terminal', 'books', 'microchip-ai', 'book-open-cover'].map((name) => {
      const resolved = resolveIcon(name);
      return resolved.kind === 'pro-fallback' ? resolved.fallbackName : resolved.kind;
    }),
    ['terminal', 'book', 'microchip', 'book-open'],
  );
});

test('a name outside Font Awesome is an error with did-you-mean; Pro-only names are warnings', () => {
  const uses: IconUse[] = [
    { path: ['anchors', 0, 'icon'], icon: 'web-editor' },
    { path: ['anchors', 1, 'icon'], icon: 'book-opn' },
    { path: ['topAnchor', 'icon'], icon: 'sparkles' },
  ];
  const result = checkIcons(uses);
  assert.deepEqual(
    result.problems.map((p) => p.path.join('.')),
    ['anchors.0.icon', 'anchors.1.icon'],
  );
  assert.equal(result.problems[0].hint, 'see https://fontawesome.com/search for names');
  assert.match(result.problems[1].hint ?? '', /^did you mean "book-open"/);
  assert.deepEqual(
    result.proOnly.map((p) => p.name),
    ['sparkles'],
  );
});

test('icons render to inline SVG at build time', () => {
  const svg = iconSvg('rocket', { style: 'solid' });
  assert.match(svg, /^<svg [^>]*data-icon="rocket"[^>]*aria-hidden="true"/);
  assert.match(svg, /<path fill="currentColor" d="M/);
  assert.equal(iconSvg('no-such-icon-anywhere'), '');
});

const CORPUS = join(import.meta.dirname, '../../../../shared/corpus/mint-json');

test('every icon name in the real-config corpus: 155 free, 33 Pro-only, 8 unknown', { skip: corpusSkip(CORPUS) }, () => {
  const counts: Record<string, number> = { free: 0, 'pro-fallback': 0, unknown: 0 };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      if (key === 'icon' && typeof child === 'string') counts[resolveIcon(child, record.iconType as never).kind]++;
      else visit(child);
    }
  };
  for (const file of readdirSync(CORPUS)) {
    try {
      visit(JSON.parse(readFileSync(join(CORPUS, file), 'utf8')));
    } catch {
      // The four invalid-JSON files hold no readable icons.
    }
  }
  assert.deepEqual(counts, { free: 155, 'pro-fallback': 33, unknown: 8 });
});
