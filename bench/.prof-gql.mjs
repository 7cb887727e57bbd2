import autocannon from 'autocannon';
import { login, startProduct } from './lib.mjs';
const product = await startProduct({ NODE_OPTIONS: process.env.PROF_NODE_OPTIONS ?? '' });
const token = await login(product.url);
for (let i = 0; i < 50; i++) {
  const form = new FormData();
  form.append('file', new Blob([`Notes ${i}\n`]), `week-${i}.txt`);
  await fetch(`${product.url}/api/files.php`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  await fetch(`${product.url}/api/links.php`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ title: `Link ${i}`, url: `https://example.org/${i}`, description: 'A useful page', category: 'Resources' }) });
}
const body = JSON.stringify({ query: '{ sharedFiles { id original_name size visibility uploader_name uploaded_at url } sharedLinks { id title url description category visibility sharedBy sharedAt } }' });
const run = (d) => new Promise((res, rej) => autocannon({ url: `${product.url}/graphql`, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body, connections: 10, duration: d }, (e, r) => e ? rej(e) : res(r)));
await run(2);
if (process.env.PROF) process.kill(product.pid, "SIGTTIN");
const r = await run(Number(process.env.DUR ?? 8));
console.log('rps', r.requests.average, 'p50', r.latency.p50, 'p90', r.latency.p90, 'p99', r.latency.p99, 'max', r.latency.max);
if (process.env.PROF) { process.kill(product.pid ?? product.child?.pid, "SIGUSR2"); await new Promise(r => setTimeout(r, 2000)); }
await product.stop();
