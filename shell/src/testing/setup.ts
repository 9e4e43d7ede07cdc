// What the shell gives its pages and popups, for renderWithShop (@shop/ui/testing): its texts
// and the query client (the chrome's DataProvider).
import { DataProvider } from '@shop/data';
import { configureRender } from '@shop/ui/testing';
import { shellMessages } from '../i18n/messages';

configureRender({ messages: shellMessages, wrapper: DataProvider });
