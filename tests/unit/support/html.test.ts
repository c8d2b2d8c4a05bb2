/**
 * @jest-environment node
 */
import { anchorHrefs, readPage } from '../../support/html';

const html = `<!DOCTYPE html><html><head><title>About &amp; more | Solvik</title>
<meta name="description" content="We &quot;do&quot; payroll"/><meta property="og:title" content="About"/>
<link rel="canonical" href="https://www.solvik.example/about"/>
<script type="application/ld+json">{"@type":"WebPage","name":"About \\u003c"}</script></head>
<body><svg><title>Logo</title></svg><h1 class="x">About</h1><!-- <h1>old</h1> -->
<a href="/contact?x=1&amp;y=2">Contact</a><a class="b" href='#top'>Top</a><a name="anchor">No href</a>
<script>self.__next_f.push("<h1>not a heading</h1><a href=\\"/nope\\">")</script></body></html>`;

describe('HTML reader', () => {
  it('reads the head a crawler sees', () => {
    const page = readPage(html);
    expect(page.title).toBe('About & more | Solvik');
    expect(page.meta.get('description')).toEqual(['We "do" payroll']);
    expect(page.meta.get('og:title')).toEqual(['About']);
    expect(page.canonicals).toEqual(['https://www.solvik.example/about']);
    expect(JSON.parse(page.jsonLd[0] ?? '')).toEqual({ '@type': 'WebPage', name: 'About <' });
  });

  it('counts h1 elements outside scripts and comments', () => {
    expect(readPage(html).h1Count).toBe(1);
  });

  it('lists link targets with entities decoded, ignoring scripts', () => {
    expect(anchorHrefs(html)).toEqual(['/contact?x=1&y=2', '#top']);
  });
});
