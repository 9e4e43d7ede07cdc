import { withRemoteProviders } from '@shop/ui';
import { catalogue } from '../i18n/catalogue';
import { SearchBox } from '../features/search/components/search-box';

/** Exposed as './SearchBox' (the shell's header): the search field with suggestions while typing. */
export default withRemoteProviders('catalog', catalogue, SearchBox);
