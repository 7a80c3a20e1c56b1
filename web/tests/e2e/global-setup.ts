import { startSmsProvider } from "./sms-provider";

// Before any test: the stand-in SMS provider the e2e server sends texts to (SMS_URL in
// playwright.config.ts). One for the whole run, so both projects' tests can use it at once.
export default async function globalSetup() {
  const provider = await startSmsProvider();
  return async () => {
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
  };
}
