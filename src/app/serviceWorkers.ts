/** No service worker belongs to this app: any one registered earlier on this origin is removed at startup. */
export async function unregisterServiceWorkers(container = globalThis.navigator?.serviceWorker) {
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  await Promise.all(registrations.map((registration) => registration.unregister()));
  return registrations.length;
}
