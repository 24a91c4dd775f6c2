import type { Page } from '@playwright/test';

/**
 * Waits until no finite CSS animation or transition runs on the page (spinners, which never end, are left out):
 * antd's dialogs zoom and fade in, menu items fade to their colours. axe measures contrast, and a click lands,
 * only on what has stopped moving.
 */
export async function motionEnded(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
