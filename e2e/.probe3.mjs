import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
await page.goto('http://localhost:3300/login');
await page.getByLabel('Username or email').fill('student');
await page.getByLabel('Password', { exact: true }).fill('demo1234');
await page.getByRole('button', { name: 'Sign in', exact: true }).click();
await page.waitForURL('**/student');
await page.goto(`http://localhost:3300/student/worksheet?assignmentId=1`);
await page.waitForTimeout(1500);
await page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: /^Question 3,/ }).click();
await ctx.setOffline(true);
await page.getByLabel('Your answer').fill('5/' + Date.now() % 100);
await page.waitForTimeout(1500);
console.log('offline:', await page.locator('.cs-player-save-text').innerText(), await page.evaluate(() => navigator.onLine));
await ctx.setOffline(false);
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(1000);
  console.log(i, await page.locator('.cs-player-save-text').innerText(), await page.evaluate(() => [navigator.onLine, localStorage.getItem('cs.answers.' + JSON.parse(JSON.parse(atob(localStorage.getItem('token').split('.')[1])).UserInfo).UserId)]));
}
await browser.close();
