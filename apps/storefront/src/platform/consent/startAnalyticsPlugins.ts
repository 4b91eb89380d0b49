import { type AnalyticsPlugin, consentedPlugins, pluginsToLoad } from './analyticsPlugins';
import { type ConsentStore } from './consentStore';

/** Name of the window event a consent change emits (spec §4). */
export const userConsentUpdatedEvent = 'UserConsentUpdated';

export interface UserConsentUpdatedDetail {
  /** Ids of the plugins the shopper consented to. */
  plugins: AnalyticsPlugin['id'][];
}

export interface PluginEnvironment {
  loadScript(plugin: AnalyticsPlugin): void;
  reload(): void;
  dispatch(event: Event): void;
}

const browserEnvironment: PluginEnvironment = {
  loadScript(plugin) {
    if (!plugin.scriptUrl) return;
    const script = document.createElement('script');
    script.src = plugin.scriptUrl;
    script.async = true;
    script.dataset.plugin = plugin.id;
    document.head.append(script);
  },
  reload: () => window.location.reload(),
  dispatch: (event) => window.dispatchEvent(event),
};

/**
 * Loads the plugins the rules allow (spec §4), then follows the consent: every change emits
 * `UserConsentUpdated` with the consented plugins, and when the set of plugins to load differs from what the
 * page loaded, the page reloads (a plugin that was loaded cannot be unloaded; one newly allowed loads from a
 * clean page). Returns the ids loaded and a function that stops following.
 */
export function startAnalyticsPlugins(
  plugins: readonly AnalyticsPlugin[],
  store: ConsentStore,
  environment: PluginEnvironment = browserEnvironment,
): { loaded: AnalyticsPlugin['id'][]; stop: () => void } {
  const loaded = pluginsToLoad(plugins, store.get());
  for (const plugin of plugins) {
    if (loaded.includes(plugin.id)) environment.loadScript(plugin);
  }
  const stop = store.subscribe((choices) => {
    environment.dispatch(
      new CustomEvent<UserConsentUpdatedDetail>(userConsentUpdatedEvent, {
        detail: { plugins: consentedPlugins(plugins, choices) },
      }),
    );
    if (pluginsToLoad(plugins, choices).join() !== loaded.join()) environment.reload();
  });
  return { loaded, stop };
}
