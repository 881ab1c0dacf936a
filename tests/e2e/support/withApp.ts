import { launchApp, type AppSession, type LaunchAppOptions } from './app';

/** Runs `body` in a fresh app session and always closes the browser, also when `body` throws. */
export async function withApp<T>(options: LaunchAppOptions, body: (app: AppSession) => Promise<T>): Promise<T> {
  const app = await launchApp(options);
  try {
    return await body(app);
  } finally {
    await app.close();
  }
}
