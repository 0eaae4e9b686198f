import { writeFileSync } from 'node:fs';
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { signInThroughForm, SCREENSHOT_DIR } from './helpers';
import { PNG_1X1, profilePages, unique } from './profiles-helpers';
import { browserSuite } from './suite';

describe('e2e: fan and athlete onboarding (Chromium)', function () {
  this.timeout(180_000);
  const s = browserSuite({ failShot: 'profiles' });
  const { stepIs, athleteMenuHasDashboard } = profilePages(s);
  const url = (p: string) => s.url(p);
  let page: Page;
  beforeEach(() => {
    ({ page } = s);
  });

  it('a new fan signs up, onboards through every step, gets My University and opens its dashboard', async () => {
    await page.goto(url('/api/auth/login?userType=fan&hint=signup'));
    await signInThroughForm(page, `fan.${unique()}@test.dev`, 'fan');
    await page.waitForURL(/\/fans\/onboarding\?step=Basics/);
    await page.getByTestId('fan-onboarding-Basics').waitFor();

    // Basics: names are required.
    await page.getByTestId('onboarding-next').click();
    await page.getByText('Enter your first name.').waitFor({ state: 'visible', timeout: 5000 });
    await page.fill('#fan-first', 'Casey');
    await page.fill('#fan-last', 'Buckeye');
    await page.getByTestId('onboarding-next').click();
    await stepIs('Schools');

    // Schools: search and pick one.
    await page.getByTestId('school-search-input').fill('Ohio State');
    const option = page.locator('[data-testid="school-option"]', { hasText: 'Ohio State' }).first();
    await option.waitFor();
    const schoolId = Number(await option.getAttribute('data-school-id'));
    expect(schoolId).to.be.greaterThan(0);
    await option.click();
    expect(await option.getAttribute('aria-pressed')).to.equal('true');
    await page.getByTestId('selected-schools').waitFor();
    await page.getByTestId('onboarding-next').click();
    await stepIs('Terms');

    // Terms: refused until accepted.
    await page.getByTestId('onboarding-finish').click();
    expect(await page.getByRole('alert').first().innerText()).to.match(/accept/i);
    await page.getByTestId('accept-tos').check();
    await page.getByTestId('accept-privacy').check();
    await page.getByTestId('onboarding-finish').click();
    // Finishing welcomes the fan with the next steps.
    await stepIs('Welcome');
    await page.getByTestId('fan-welcome').waitFor();
    expect(await page.getByTestId('welcome-my-university').getAttribute('href')).to.equal(
      `/dashboard/${schoolId}?active=myuniversity`,
    );

    await page.getByTestId('nav-university').click();
    const my = page.getByTestId('nav-my-university').first();
    await my.waitFor();
    await my.click();
    await page.waitForURL(new RegExp(`/dashboard/${schoolId}\\?active=myuniversity`));
    const dash = page.getByTestId('university-dashboard');
    await dash.waitFor();
    expect(await dash.getAttribute('data-school-id')).to.equal(String(schoolId));
    expect(await page.getByTestId('tab-myuniversity').getAttribute('aria-selected')).to.equal('true');
    await page.getByTestId('my-university-panel').waitFor();
    expect(await page.getByTestId('my-university-panel').innerText()).to.contain('Ohio State');
    expect(await page.getByTestId('school-name').innerText()).to.contain('Ohio State');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fan-my-university.png` });
  });

  it('a new athlete onboards (with a photo upload) and My Dashboard appears only at the end', async () => {
    const png = `/tmp/fanlift-e2e-photo-${unique()}.png`;
    writeFileSync(png, PNG_1X1);
    await page.goto(url('/api/auth/login?userType=athlete&hint=signup'));
    await signInThroughForm(page, `athlete.${unique()}@test.dev`, 'athlete');
    await page.waitForURL(/\/athletes\/onboarding\?step=stepOne/);
    await page.getByTestId('athlete-onboarding-stepOne').waitFor();
    expect(await athleteMenuHasDashboard(page)).to.equal(false);

    await page.fill('#ath-firstName', 'Jordan');
    await page.fill('#ath-lastName', `Rookie${unique()}`);
    await page.selectOption('#ath-sport', 'football');
    await page.selectOption('#ath-position', 'QB');
    await page.selectOption('#ath-recruitingClass', String(new Date().getFullYear() + 1));
    await page.getByTestId('onboarding-next').click();
    await stepIs('guardian');
    expect(await athleteMenuHasDashboard(page)).to.equal(false);

    await page.fill('#guardian-name', 'Pat Rookie');
    await page.fill('#guardian-email', 'pat.rookie@test.dev');
    await page.getByTestId('onboarding-next').click();
    await stepIs('photo');
    // Without a photo the step cannot be left (waits for the step's render to settle).
    await page.locator('[data-testid="onboarding-next"]:disabled').waitFor({ timeout: 5000 });

    await page.getByTestId('photo-input').setInputFiles(png);
    await page.getByTestId('photo-uploaded').waitFor();
    expect(await page.locator('[data-testid="photo-preview"] img').count()).to.equal(1);
    expect(await athleteMenuHasDashboard(page)).to.equal(false);
    await page.getByTestId('onboarding-next').click();
    await stepIs('legal');
    expect(await athleteMenuHasDashboard(page)).to.equal(false);

    await page.getByTestId('accept-tos').check();
    await page.getByTestId('accept-privacy').check();
    await page.getByTestId('accept-email').check();
    await page.getByTestId('onboarding-finish').click();
    await stepIs('done');
    await page.getByTestId('onboarding-done').waitFor();
    expect(await athleteMenuHasDashboard(page)).to.equal(true);

    await page.getByTestId('go-dashboard').click();
    await page.waitForURL(/\/athletes\/home$/);
    await page.getByTestId('dashboard-stats').waitFor();
    expect(await page.getByTestId('athlete-onboarding-callout').count()).to.equal(0);
  });
});
