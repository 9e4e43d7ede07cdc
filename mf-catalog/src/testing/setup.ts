// What the catalog's root gives every page, for renderWithShop (@shop/ui/testing): its texts
// and the page's query client.
import { DataProvider } from '@shop/data';
import { configureRender } from '@shop/ui/testing';
import { messages } from '../i18n/messages';

configureRender({ messages, wrapper: DataProvider });
