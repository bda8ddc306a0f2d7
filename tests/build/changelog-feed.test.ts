import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import sax from 'sax';
import { buildFixture, projectRoot } from '../support/run-build.ts';

const out = join(projectRoot, 'tests/.builds/changelog-feed');
const read = (path: string) => readFileSync(join(out, path), 'utf8');

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** The feed read by a strict XML parser: a malformed or badly escaped feed throws. */
function parseXml(xml: string): XmlElement {
  const parser = sax.parser(true);
  const root: XmlElement = { name: '#document', attributes: {}, text: '', children: [] };
  const stack = [root];
  parser.onopentag = (tag) => {
    const element: XmlElement = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = (text) => void (stack.at(-1)!.text += text);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
  return root.children[0];
}

const child = (element: XmlElement, name: string) => element.children.find((candidate) => candidate.name === name);
const childText = (element: XmlElement, name: string) => child(element, name)?.text;

test('a page with `rss: true` gets <page>/rss.xml: one RSS 2.0 item per Update (its rss prop, else one per heading, else its label), linked from the page', () => {
  process.env.QUIRE_SITE_URL = 'https://docs.example.com/';
  const { status, output } = buildFixture('tests/fixtures/changelog-feed');
  delete process.env.QUIRE_SITE_URL;
  assert.equal(status, 0, output);

  const rss = parseXml(read('changelog/rss.xml'));
  assert.equal(rss.name, 'rss');
  assert.equal(rss.attributes.version, '2.0');
  const channel = child(rss, 'channel')!;
  assert.equal(childText(channel, 'title'), 'Changelog <beta> – Acme & Co');
  assert.equal(childText(channel, 'link'), 'https://docs.example.com/changelog');
  assert.equal(childText(channel, 'description'), 'Product updates & fixes');
  assert.equal(child(channel, 'atom:link')?.attributes.href, 'https://docs.example.com/changelog/rss.xml');

  const items = channel.children.filter((element) => element.name === 'item');
  const summary = items.map((item) => ({
    title: childText(item, 'title'),
    link: childText(item, 'link'),
    description: childText(item, 'description'),
    categories: item.children.filter((element) => element.name === 'category').map((element) => element.text),
  }));
  assert.deepEqual(summary, [
    {
      title: 'March 2025 - Major redesign',
      link: 'https://docs.example.com/changelog#update-march-2025',
      description: 'Complete UI overhaul with new components',
      categories: ['Feature', 'UI & UX'],
    },
    // Pure Markdown only, as Mintlify's feed: inline code, code blocks and components left out.
    { title: 'Faster search', link: 'https://docs.example.com/changelog#faster-search', description: 'Search answers in half the time, with left out of the feed.', categories: [] },
    { title: 'Fixes & <cleanup>', link: 'https://docs.example.com/changelog#fixes--cleanup', description: 'Links with "quotes" & ampersands ]]> work.', categories: [] },
    { title: 'v1.0', link: 'https://docs.example.com/changelog#update-v1.0', description: 'The first release: everything is new.', categories: ['Launch'] },
  ]);
  assert.equal(childText(items[0], 'pubDate'), 'Sat, 01 Mar 2025 00:00:00 GMT', 'a label that reads as a date dates the entry');
  assert.equal(child(items[3], 'pubDate'), undefined, 'a version label dates nothing');

  // Every item's link lands on an element of the page.
  const html = read('changelog/index.html');
  for (const { link } of summary) assert.match(html, new RegExp(`id="${link!.split('#')[1].replace(/\./g, '\\.')}"`), `${link} has no target on the page`);
  assert.match(html, /<link rel="alternate" type="application\/rss\+xml" title="Changelog <beta> – Acme &amp; Co" href="\/changelog\/rss\.xml">/);
  assert.match(html, /<p class="rss-link"><a href="\/changelog\/rss\.xml" type="application\/rss\+xml">/);

  assert.ok(!existsSync(join(out, 'rss.xml')), 'a page without rss: true has no feed');
  assert.doesNotMatch(read('index.html'), /application\/rss\+xml/);
});
