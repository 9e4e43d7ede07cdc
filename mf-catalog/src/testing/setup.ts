// This remote's texts for renderWithShop (@shop/ui/testing), as its root gives them.
import { configureRender } from '@shop/ui/testing';
import { messages } from '../i18n/messages';

configureRender({ messages });
