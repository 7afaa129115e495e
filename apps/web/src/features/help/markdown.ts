import MarkdownIt from 'markdown-it';

/**
 * The Markdown of help and information pages, rendered to HTML that is safe to insert: raw HTML in the
 * source is escaped (html: false), markdown-it's validateLink refuses javascript:/vbscript:/data: links,
 * and links that leave the site open in a new tab without access to this window.
 */
const md = new MarkdownIt({ html: false, linkify: false, typographer: false, breaks: false });

const defaultLinkOpen =
  md.renderer.rules.link_open ??
  ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  // markdown-it's own types (v15) allow a number attribute; an href is always a string.
  const href = String(token?.attrGet('href') ?? '');
  if (token && isExternal(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** A link to another site (anything but a same-site path or an in-page anchor). */
export function isExternal(href: string): boolean {
  return !(href.startsWith('/') && !href.startsWith('//')) && !href.startsWith('#');
}

export function renderMarkdown(source: string): string {
  return md.render(source);
}
