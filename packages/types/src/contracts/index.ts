export {
  CONTRACT_VERSION,
  checkContract,
  parseContractVersion,
  type ContractCheck,
  type ContractVersion,
} from './version';
export { BUS_EVENT_TYPES, BUS_STATE_KEYS, BUS_USAGE, type BusUsage } from './bus-contract';
export { CONTRACT_PRODUCT, POPUP_FIXTURES } from './fixtures';
export {
  EXPOSED_MODULES,
  type BestsellersSliderProps,
  type ComponentModule,
  type ExposedModuleContract,
  type ExposedModuleLoaders,
  type ExposedModules,
  type FavoritesToggle,
  type PopupModule,
  type PopupModuleProps,
  type ProductCardProps,
  type RemoteAppModule,
  type SearchBoxProps,
  type ServerModule,
  type StartFavoritesSync,
} from './exposed-modules';
export {
  PIECE_ATTRIBUTE,
  PIECE_PROPS_ATTRIBUTE,
  pieceDataId,
  SESSION_COOKIE,
  STARTING_ATTRIBUTE,
} from './page-marks';
