/**
 * Unregisters every service worker of this origin (spec 01 §9: "The application unregisters any
 * background service worker on start"), so a worker left by an older version cannot serve stale
 * files. Where the browser has none or refuses, it does nothing.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('No se pudieron quitar los service workers', error);
  }
}
