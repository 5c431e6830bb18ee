// The README and docs/ stay true to the tree: every relative link names a file or folder that
// exists, every `#anchor` names a heading of the page it points into, and every image is there.
// Links leaving the repository (http, mailto) are not followed: a test must not need the network.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

function markdownFiles(): string[] {
  const docs = join(root, 'docs');
  const pages = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(docs, name))
    : [];
  return [join(root, 'README.md'), join(root, 'deploy', 'README.md'), ...pages];
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

interface Link {
  target: string;
  image: boolean;
}

/** `[text](target)` and `![alt](src)`; the text may run over lines and hold an image. */
const INLINE_LINK = /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

function inlineLinks(text: string): Link[] {
  return [...text.matchAll(INLINE_LINK)].flatMap((match) => [
    { target: match[3] ?? '', image: match[1] === '!' },
    // An image inside a link's text: [![alt](picture.png)](page.md).
    ...inlineLinks(match[2] ?? ''),
  ]);
}

function linksOf(markdown: string): Link[] {
  const text = prose(markdown);
  const links: Link[] = inlineLinks(text);
  for (const match of text.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)) links.push({ target: match[1] ?? '', image: true });
  for (const match of text.matchAll(/^\[[^\]\n]+\]:\s*(\S+)/gm)) links.push({ target: match[1] ?? '', image: false });
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens; repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const words = (match[1] ?? '')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/`/g, '');
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${String(count)}`);
  }
  for (const match of markdown.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1] ?? '');
  return anchors;
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** Every broken relative link of one page, in words. */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const { target } of linksOf(markdown)) {
    if (isExternal(target)) continue;
    const [pathPart = '', anchor] = target.split('#', 2);
    const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
    const where = `${relative(root, file)}: "${target}"`;
    if (!existsSync(path)) {
      problems.push(`${where} names ${relative(root, path)}, which does not exist`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (statSync(path).isDirectory() || !path.endsWith('.md')) {
      problems.push(`${where} has an anchor into something that is not a Markdown page`);
    } else if (!anchorsOf(readFileSync(path, 'utf8')).has(anchor)) {
      problems.push(`${where}: ${relative(root, path)} has no heading for #${anchor}`);
    }
  }
  return problems;
}

describe('README and docs/', () => {
  const files = markdownFiles();

  it('have a page for each reader', () => {
    const pages = files.map((file) => relative(root, file));
    for (const page of [
      'docs/qa.md',
      'docs/deploy.md',
      'docs/architecture.md',
      'docs/contributing.md',
      'docs/service-choices.md',
      'docs/performance.md',
    ]) {
      expect(pages).toContain(page);
    }
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s: every relative link and anchor resolves',
    (_, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );

  it('show images that exist, the README at least one screenshot', () => {
    const images = files.flatMap((file) =>
      linksOf(readFileSync(file, 'utf8'))
        .filter((link) => link.image && !isExternal(link.target))
        .map((link) => ({ file, path: resolve(dirname(file), decodeURIComponent(link.target.split('#')[0] ?? '')) })),
    );
    expect(images.filter((image) => image.file.endsWith('README.md')).length).toBeGreaterThan(0);
    const missing = images.filter((image) => !existsSync(image.path) || statSync(image.path).size === 0);
    expect(missing.map((image) => `${relative(root, image.file)}: ${relative(root, image.path)}`)).toEqual([]);
  });
});

describe('the link check itself', () => {
  it('finds a link to a missing page, a missing anchor and a missing image, and ignores code', () => {
    const page = [
      '# Title',
      '## Two words',
      '[ok](#two-words) [bad](#nowhere) [missing](./no-such-page.md)',
      '![shot](./no-such.png) `[not a link](./nothing.md)`',
      '```',
      '[inside a fence](./nothing.md)',
      '```',
    ].join('\n');
    expect(linksOf(page).map((link) => link.target)).toEqual([
      '#two-words',
      '#nowhere',
      './no-such-page.md',
      './no-such.png',
    ]);
    expect([...anchorsOf(page)]).toEqual(['title', 'two-words']);
    expect(anchorsOf('## `npm test`: what runs\n## Deploy\n## Deploy').has('npm-test-what-runs')).toBe(true);
    expect([...anchorsOf('## Deploy\n## Deploy')]).toEqual(['deploy', 'deploy-1']);
    expect(linksOf('A [link over\ntwo lines](./a.md) and [![a picture](./b.png)](./c.md).')).toEqual([
      { target: './a.md', image: false },
      { target: './c.md', image: false },
      { target: './b.png', image: true },
    ]);
  });
});
