export { navigate } from './navigation/navigate';
export { Link } from './navigation/link';
export type { LinkProps } from './navigation/link';
export { ErrorBoundary } from './errors/error-boundary';
export { acquireRemoteStyles } from './remote/remote-styles';
export { preloadableLazy } from './remote/preloadable-lazy';
export type { PreloadableLazy } from './remote/preloadable-lazy';
export { RemoteProviders } from './remote/remote-providers';
export { RemoteCrashFallback, RemoteUnavailable } from './remote/remote-fallback';
export type { RemoteMessages } from './remote/remote-providers';
export { createRemoteLifecycles, withRemoteProviders } from './remote/create-remote-lifecycles';
export { HydrationSignal } from './remote/hydration-signal';
export { hydrateInSlices } from './remote/hydrate-in-slices';
export { yieldToMain } from './remote/yield-to-main';
export type { RemoteAppOptions } from './remote/create-remote-lifecycles';
export { PopupFrame } from './popup/popup-frame';
export type { PopupFrameProps } from './popup/popup-frame';
export {
  isChunkLoadError,
  reloadAfterChunkError,
  CHUNK_RELOAD_GUARD_MS,
} from './errors/chunk-reload';
export { RouteHeading } from './navigation/route-params';
export { Picture } from './picture/picture';
export type { PictureProps } from './picture/picture';
export { Slider } from './slider/slider';
export type { SliderProps } from './slider/slider';
export { Skeleton, LoadingRegion } from './skeleton/skeleton';
export { preloadRemoteComponent, RemoteComponent } from './federation/remote-component';
export type { RemoteComponentProps } from './federation/remote-component';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { Button } from './form/button';
export type { ButtonProps } from './form/button';
export { TextField } from './form/text-field';
export type { TextFieldProps } from './form/text-field';
export { CheckboxField, RadioGroup } from './form/choice-fields';
export type { CheckboxFieldProps, RadioGroupProps, RadioOption } from './form/choice-fields';
export { FormAlert } from './form/form-alert';
export type { FormAlertProps } from './form/form-alert';
export { EmptyState } from './form/empty-state';
export type { EmptyStateProps } from './form/empty-state';
export { useForm } from './form/use-form';
export type { FieldError, FieldRule, FormRules, UseFormOptions, FormApi } from './form/use-form';
export { serverDataId, rootIdPrefix } from './remote/server-render';
export type {
  PieceRenderRequest,
  RenderPiece,
  ServerRenderRequest,
  ServerRenderResult,
  RenderPage,
} from './remote/server-render';
