/** Every form of script URL in tests/fixtures/script-urls, as the build and `quire check` name it (after the folder). */
export const SCRIPT_URL_LINES = [
  'docs/guides/components.mdx:5:1: javascript:alert(9): href of <a>',
  'docs/guides/components.mdx:7:1: javascript:alert(10): href of <Card>',
  'docs/guides/components.mdx:9:1: javascript:alert(11): href of <Card>',
  'docs/guides/components.mdx:11:1: javascript:alert(12): img of <Card>',
  'docs/guides/elsewhere.md:3:6: javascript:alert(13): frontmatter url',
  'docs/index.md:7:1: javascript:alert(1): markdown link',
  'docs/index.md:9:1: JAVASCRIPT:alert(2): markdown link',
  'docs/index.md:11:1: java\\tscript:alert(3): markdown link',
  'docs/index.md:13:1: vbscript:msgbox(4): markdown link: a vbscript: URL runs script',
  'docs/index.md:15:1: data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==: markdown link: a data: URL opens a document',
  'docs/index.md:17:1: javascript:alert(6): markdown image',
  'docs/index.md:19:1: javascript:alert(7): href of <a>',
  'docs/index.md:21:4: javascript:alert(8): src of <img>',
  'docs/index.md:23:1: data:text/html,frame: src of <iframe>',
];
