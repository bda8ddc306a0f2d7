import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildSiteJsonModel } from '../../../src/config/model.ts';
import { siteConfigSchema } from '../../../src/config/schema/index.ts';
import { editUrl, issueUrl, resolveRepository } from '../../../src/navigation/repository.ts';

const model = (extra: object) => buildSiteJsonModel(siteConfigSchema.parse({ name: 'S', navigation: [], ...extra }));

test('the integration option wins; otherwise a github call-to-action; otherwise none', () => {
  const withCta = model({ topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs/' } });
  assert.deepEqual(resolveRepository({ url: 'https://github.com/acme/site.git', branch: 'trunk', docsDir: '/content/' }, withCta), {
    url: 'https://github.com/acme/site',
    branch: 'trunk',
    docsDir: 'content',
  });
  assert.deepEqual(resolveRepository(undefined, withCta), { url: 'https://github.com/acme/docs', branch: 'main', docsDir: 'docs' });
  assert.equal(resolveRepository(undefined, model({ topbarCtaButton: { url: '/start', name: 'Start' } })), undefined);
});

test('edit and issue links carry the page, encoded', () => {
  const repository = { url: 'https://github.com/acme/docs', branch: 'main', docsDir: 'docs' };
  assert.equal(editUrl(repository, 'guides/set up.mdx'), 'https://github.com/acme/docs/edit/main/docs/guides/set%20up.mdx');
  assert.equal(editUrl({ ...repository, docsDir: '' }, 'index.md'), 'https://github.com/acme/docs/edit/main/index.md');
  const issue = new URL(issueUrl(repository, '/guides/setup', 'Set up & go'));
  assert.equal(issue.pathname, '/acme/docs/issues/new');
  assert.equal(issue.searchParams.get('title'), 'Issue on docs: Set up & go (/guides/setup)');
  assert.match(issue.searchParams.get('body') ?? '', /^Page: \/guides\/setup\n/);
});
