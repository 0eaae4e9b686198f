import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { QueryTypes } from 'sequelize';
import { testDb } from '../helpers/db';
import { uniqueEmail } from '../helpers/api';
import { stackAndBrowser } from './suite';
import { signIn } from './helpers';

/** The account forms (shared save state, name fields): a fan saves new names; they are stored and shown again. */
describe('e2e: account pages save (Chromium)', function () {
  this.timeout(180_000);
  const e2e = stackAndBrowser();
  let page: Page;

  before(async () => {
    page = await (await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('/fans/account: a blank name is refused, new names are saved, stored and shown after a reload', async () => {
    const email = uniqueEmail('account');
    await signIn(page, e2e.stack.webUrl, email, 'fan', '/', { firstName: 'Old', lastName: 'Name' });
    await page.goto(`${e2e.stack.webUrl}/fans/account`);
    const first = page.getByLabel('First name');
    await first.waitFor();
    await first.fill('');
    await page.getByTestId('save-account').click();
    expect(await page.getByRole('alert').first().innerText()).to.contain('Enter your first and last name.');

    await first.fill('Newfirst');
    await page.getByLabel('Last name').fill('Newlast');
    await page.getByTestId('save-account').click();
    await page.getByTestId('saved').waitFor();
    expect(await page.getByTestId('saved').innerText()).to.contain('Your changes are saved.');
    const [row] = await testDb().sequelize.query<{ first_name: string; last_name: string }>(
      'SELECT first_name, last_name FROM users WHERE email = $1',
      { bind: [email], type: QueryTypes.SELECT },
    );
    expect(row).to.deep.equal({ first_name: 'Newfirst', last_name: 'Newlast' });

    await page.reload();
    await page.getByLabel('First name').waitFor();
    expect(await page.getByLabel('First name').inputValue()).to.equal('Newfirst');
    expect(await page.getByLabel('Last name').inputValue()).to.equal('Newlast');
  });
});
