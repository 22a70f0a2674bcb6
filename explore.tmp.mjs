import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ javaScriptEnabled: false });
const p = await ctx.newPage();
for (const u of process.argv.slice(2)) {
  await p.goto('http://localhost:4323' + u);
  const main = p.getByRole('main');
  const t = (await main.innerText()).replace(/\s+/g,' ').slice(0, 400);
  const links = await main.locator('a[href]').evaluateAll(as => as.filter(a => a.offsetParent !== null).map(a => (a.textContent||'').trim().slice(0,30) + '→' + a.getAttribute('href')).slice(0, 12));
  console.log('##', u, '\n', t, '\n LINKS:', links.join(' | '));
}
await b.close();
