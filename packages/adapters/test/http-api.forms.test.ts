import { composeBrowser, DEMO_PASSWORD, useTestServer } from './support/browser.js';
import { describeFormsContract } from './forms.contract.js';

const server = useTestServer();

describeFormsContract('createHttpApi', async (email) => {
  const browser = composeBrowser(server());
  await browser.identity.signIn(email, DEMO_PASSWORD);
  return browser.api;
});
