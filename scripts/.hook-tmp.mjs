import { signRequest } from '@contentful/node-apps-toolkit';
import { readFileSync } from 'node:fs';
const env = JSON.parse(readFileSync('tests/fake-cda/cms-env.json', 'utf8'));
const [id, type = 'Entry'] = process.argv.slice(2);
const body = JSON.stringify({ sys: { type, id, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'pageBlogPost' } } } });
const headers = { 'content-type': 'application/vnd.contentful.management.v1+json' };
const sig = signRequest(env.CONTENTFUL_WEBHOOK_SECRET, { method: 'POST', path: '/api/revalidate', headers, body });
const r = await fetch('http://127.0.0.1:3201/api/revalidate', { method: 'POST', headers: { ...headers, ...sig }, body });
console.log(r.status, await r.text());
