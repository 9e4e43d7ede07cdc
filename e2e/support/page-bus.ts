import type { Page } from '@playwright/test';
import type { BusEventType, OpenPopup, PopupKey, PopupPropsMap } from '@shop/types';

type BusAction = { kind: 'open'; popup: OpenPopup } | { kind: 'record'; type: BusEventType };

/**
 * Runs an action on the page's own event bus. @shop/event-bus is a federation singleton, so
 * the one copy every container uses sits in the runtime's share scope. Tests use it to open a
 * popup as its opener would (through the popup bus) and to read what a popup emits.
 */
function onPageBus(page: Page, action: BusAction): Promise<void> {
  return page.evaluate(async (act) => {
    type Factory = () => unknown;
    type ShareInfo = { loaded?: boolean; lib?: Factory; get: () => Promise<Factory> };
    type ShareScope = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
    type EventBusModule = {
      openPopup: (key: string, props: unknown) => void;
      bus: { on: (type: string) => { subscribe: (next: (event: unknown) => void) => unknown } };
    };
    const share = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareScope } })
      .__FEDERATION__.__SHARE__;
    const candidates = Object.values(share)
      .flatMap((scopes) => Object.values(scopes))
      .flatMap((packages) => Object.values(packages['@shop/event-bus'] ?? {}));
    const info = candidates.find((candidate) => candidate.loaded) ?? candidates[0];
    if (!info) throw new Error('@shop/event-bus is not in the share scope');
    const eventBus = (info.lib ?? (await info.get()))() as EventBusModule;
    if (act.kind === 'open') {
      eventBus.openPopup(act.popup.key, act.popup.props);
      return;
    }
    const win = window as unknown as { __busEvents?: Record<string, unknown[]> };
    const store = (win.__busEvents ??= {});
    const events: unknown[] = (store[act.type] = []);
    eventBus.bus.on(act.type).subscribe((event) => events.push(event));
  }, action);
}

/** Opens a popup through the popup bus, as the page that owns its button would. */
export function openPopupOnBus<K extends PopupKey>(
  page: Page,
  key: K,
  props: PopupPropsMap[K],
): Promise<void> {
  return onPageBus(page, { kind: 'open', popup: { key, props } as OpenPopup });
}

/** Starts keeping every event of a type, for `recordedBusEvents`. */
export function recordBusEvents(page: Page, type: BusEventType): Promise<void> {
  return onPageBus(page, { kind: 'record', type });
}

/** The events of a type recorded since `recordBusEvents`. */
export function recordedBusEvents<T>(page: Page, type: BusEventType): Promise<T[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { __busEvents?: Record<string, unknown[]> }).__busEvents?.[name] ??
        []) as T[],
    type,
  );
}
