export { EventBus, bus, initialBusState } from './event-bus';
export { openPopup, closePopup, closeAllPopups } from './popups';
export { useBusState, ServerBusState } from './use-bus-state';
export { provideModuleLoader, loadExposedModule } from './module-loader';
export type { ExposedModuleLoader } from './module-loader';
